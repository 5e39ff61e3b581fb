// Intelligibility by speech-recognizer round trip: every sentence of
// bench/data/intelligibility-sentences.txt is normalized (text/normalize.ts), synthesized
// in-process by each English voice (Flite slt, rms, awb, kal, kal16; eSpeak en-us for
// comparison), written as 16 kHz WAV and transcribed by pocketsphinx (Debian `pocketsphinx`,
// `pocketsphinx-en-us`, default US English model). Prints the word error rate per engine and
// voice against the normalized text, and the mean over the Flite voices (issue target ≤ 15%).
// Asserts nothing. `--verbose` prints every sentence that was not recognized exactly;
// BENCH_KEEP=1 keeps the WAV files.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { resample } from '../server/speech/audio/resample.ts';
import { encodeWav } from '../server/speech/audio/wav.ts';
import { getEspeakEngine } from '../server/speech/engines/espeak.ts';
import { FliteEngine } from '../server/speech/engines/flite.ts';
import type { EngineVoice, SpeechEngine } from '../server/speech/engines/types.ts';
import { normalizeForSpeech } from '../server/speech/text/normalize.ts';

const RATE = 16000;
const MODEL = '/usr/share/pocketsphinx/model/en-us';
const DECODER = 'pocketsphinx_batch';
const verbose = process.argv.includes('--verbose');
/** BENCH_VOICES=slt,en-us limits the run to those voices. */
const only = process.env.BENCH_VOICES?.split(',').filter((name) => name !== '');

interface Entry {
  engine: 'flite' | 'espeak';
  voice: EngineVoice;
  label: string;
}

const ENTRIES: Entry[] = [
  { engine: 'flite', voice: { engine: 'flite', name: 'slt' }, label: 'slt' },
  { engine: 'flite', voice: { engine: 'flite', name: 'rms' }, label: 'rms' },
  { engine: 'flite', voice: { engine: 'flite', name: 'awb' }, label: 'awb' },
  { engine: 'flite', voice: { engine: 'flite', name: 'kal' }, label: 'kal' },
  { engine: 'flite', voice: { engine: 'flite', name: 'kal16' }, label: 'kal16' },
  { engine: 'espeak', voice: { engine: 'espeak', name: 'en-us' }, label: 'en-us' },
];

interface VoiceResult {
  entry: Entry;
  errors: number;
  words: number;
  audioSeconds: number;
  synthSeconds: number;
  misses: { reference: string; heard: string }[];
}

function readSentences(): string[] {
  const file = fileURLToPath(new URL('./data/intelligibility-sentences.txt', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Spellings scored as the same words, applied to reference and hypothesis alike (as a NIST
 * "GLM" file would): the recognizer's dictionary writes "dr", "etc", "pm", "i'm".
 */
const SAME_WORDS: Readonly<Record<string, string>> = {
  dr: 'doctor',
  mr: 'mister',
  mrs: 'missus',
  etc: 'et cetera',
  pm: 'p m',
  "i'm": 'i am',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "i'll": 'i will',
  "we'll": 'we will',
  "you're": 'you are',
  "we're": 'we are',
  "they're": 'they are',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "can't": 'can not',
  cannot: 'can not',
  "won't": 'will not',
};

/** Lower-case words without punctuation; hyphens and slashes separate words. */
function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[-‐–—/]/g, ' ')
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '')
    .flatMap((word) => (SAME_WORDS[word] ?? word).split(' '));
}

/** Word-level Levenshtein distance (substitutions, insertions, deletions). */
function editDistance(reference: readonly string[], heard: readonly string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution =
        (previous[j - 1] as number) + (reference[i - 1] === heard[j - 1] ? 0 : 1);
      current.push(
        Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1),
      );
    }
    previous = current;
  }
  return previous[heard.length] as number;
}

/**
 * Runs pocketsphinx_batch over `ids` (WAV files `${dir}/${id}.wav`) and returns the hypothesis
 * per id. `name` keeps the control and output files of concurrent runs apart.
 */
function transcribe(
  dir: string,
  name: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const ctl = path.join(dir, `${name}.ctl`);
  const hyp = path.join(dir, `${name}.hyp`);
  writeFileSync(ctl, `${ids.join('\n')}\n`);
  const args = [
    ['-adcin', 'yes'],
    ['-adchdr', '44'],
    ['-cepdir', dir],
    ['-cepext', '.wav'],
    ['-ctl', ctl],
    ['-hyp', hyp],
    ['-hmm', `${MODEL}/en-us`],
    ['-lm', `${MODEL}/en-us.lm.bin`],
    ['-dict', `${MODEL}/cmudict-en-us.dict`],
    ['-logfn', '/dev/null'],
  ].flat();
  return new Promise((resolve, reject) => {
    const child = spawn(DECODER, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${DECODER} exited with ${code}: ${stderr}`));
      const heard = new Map<string, string>();
      for (const line of readFileSync(hyp, 'utf8').split('\n')) {
        const match = /^(.*?)\s*\((\S+)\s+-?\d+\)\s*$/.exec(line);
        if (match) heard.set(match[2] as string, match[1] as string);
      }
      resolve(heard);
    });
  });
}

async function synthesizeAll(
  engine: SpeechEngine,
  entry: Entry,
  references: readonly string[],
  dir: string,
): Promise<{ ids: string[]; audioSeconds: number; synthSeconds: number }> {
  const ids: string[] = [];
  let audioSeconds = 0;
  let synthSeconds = 0;
  for (const [i, text] of references.entries()) {
    const started = performance.now();
    const result = await engine.synthesize(text, entry.voice);
    synthSeconds += (performance.now() - started) / 1000;
    const pcm =
      result.sampleRate === RATE ? result.pcm : resample(result.pcm, result.sampleRate, RATE);
    audioSeconds += pcm.length / RATE;
    const id = `${entry.engine}-${entry.label}-${String(i).padStart(3, '0')}`;
    writeFileSync(path.join(dir, `${id}.wav`), encodeWav(pcm, RATE));
    ids.push(id);
  }
  return { ids, audioSeconds, synthSeconds };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

async function main(): Promise<void> {
  if (spawnSync(DECODER, ['-help', 'no'], { stdio: 'ignore' }).error) {
    console.log(`intelligibility: ${DECODER} is not installed (Debian: pocketsphinx); skipped`);
    return;
  }
  const sentences = readSentences();
  const references = sentences.map((sentence) => normalizeForSpeech(sentence, 'en-US').text);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-intelligibility-'));
  const started = performance.now();
  try {
    const flite = FliteEngine.start();
    const espeak = await getEspeakEngine();
    // Warm both engines so that the speed figures are not start-up bound.
    await flite.synthesize('Warm up, please.', { engine: 'flite', name: 'slt' });
    await espeak.synthesize('Warm up, please.', { engine: 'espeak', name: 'en-us' });
    const pending: Promise<VoiceResult>[] = [];
    for (const entry of ENTRIES.filter((e) => !only || only.includes(e.label))) {
      const engine = entry.engine === 'flite' ? flite : espeak;
      const { ids, audioSeconds, synthSeconds } = await synthesizeAll(
        engine,
        entry,
        references,
        dir,
      );
      // Decoding runs in a child process while the next voice is synthesized here.
      pending.push(
        transcribe(dir, `${entry.engine}-${entry.label}`, ids).then((heard) => {
          let errors = 0;
          let words = 0;
          const misses: VoiceResult['misses'] = [];
          ids.forEach((id, i) => {
            const reference = toWords(references[i] as string);
            const hypothesis = toWords(heard.get(id) ?? '');
            const distance = editDistance(reference, hypothesis);
            errors += distance;
            words += reference.length;
            if (distance > 0)
              misses.push({ reference: reference.join(' '), heard: hypothesis.join(' ') });
          });
          return { entry, errors, words, audioSeconds, synthSeconds, misses };
        }),
      );
      // Two cores: at most one decoder waits beside the synthesis.
      if (pending.length >= 2) await pending[pending.length - 2];
    }
    const results = await Promise.all(pending);
    report(results, sentences.length, (performance.now() - started) / 1000);
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`WAV files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

function report(results: readonly VoiceResult[], sentenceCount: number, seconds: number): void {
  console.log(
    `intelligibility: ${sentenceCount} sentences, pocketsphinx en-us, ${seconds.toFixed(0)} s`,
  );
  console.log('engine  voice   WER     errors/words  speed (× realtime)');
  for (const result of results) {
    const { entry, errors, words, audioSeconds, synthSeconds } = result;
    console.log(
      [
        entry.engine.padEnd(7),
        entry.label.padEnd(7),
        percent(errors / words).padEnd(7),
        `${errors}/${words}`.padEnd(13),
        (audioSeconds / synthSeconds).toFixed(0),
      ].join(' '),
    );
    if (verbose) {
      for (const miss of result.misses) {
        console.log(`    said:  ${miss.reference}\n    heard: ${miss.heard}`);
      }
    }
  }
  const mean = (list: readonly VoiceResult[]): string =>
    list.length === 0
      ? 'n/a'
      : percent(list.reduce((sum, result) => sum + result.errors / result.words, 0) / list.length);
  const flite = results.filter((result) => result.entry.engine === 'flite');
  // kal is an 8 kHz voice: the recognizer's 16 kHz model hears it badly (so may listeners).
  const wideband = flite.filter((result) => result.entry.label !== 'kal');
  console.log(
    `mean WER, Flite 16 kHz voices (slt rms awb kal16): ${mean(wideband)} (target ≤ 15%)`,
  );
  console.log(`mean WER, all Flite voices:                        ${mean(flite)}`);
  console.log(`mean WER, every voice above:                       ${mean(results)}`);
}

await main();
