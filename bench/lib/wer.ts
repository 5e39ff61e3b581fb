// Word error rate by speech-recognizer round trip, for bench/intelligibility.ts: scoring
// (normalized words, word-level edit distance) and Debian's pocketsphinx_batch
// (`pocketsphinx`, `pocketsphinx-en-us`, default US English model) over 16 kHz WAV files.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MODEL = '/usr/share/pocketsphinx/model/en-us';
export const DECODER = 'pocketsphinx_batch';
/** The recognizer's model is 16 kHz: every clip is brought to this rate first. */
export const RECOGNIZER_RATE = 16000;

export function decoderInstalled(): boolean {
  return !spawnSync(DECODER, ['-help', 'no'], { stdio: 'ignore' }).error;
}

/** Non-empty lines of a sentence file that do not start with '#'. */
export function readSentences(file: string): string[] {
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
export function toWords(text: string): string[] {
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
export function editDistance(reference: readonly string[], heard: readonly string[]): number {
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
 * Runs pocketsphinx_batch over `ids` (16 kHz WAV files `${dir}/${id}.wav`) and returns the
 * hypothesis per id. `name` keeps the control and output files of concurrent runs apart.
 */
export function transcribe(
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

/** A miss: what was said and what the recognizer heard, as scored words. */
export interface Miss {
  reference: string;
  heard: string;
}

/** Word errors of the hypotheses `heard` (by id) against `references` (same order as `ids`). */
export function score(
  ids: readonly string[],
  references: readonly string[],
  heard: ReadonlyMap<string, string>,
): { errors: number; words: number; misses: Miss[] } {
  let errors = 0;
  let words = 0;
  const misses: Miss[] = [];
  ids.forEach((id, i) => {
    const reference = toWords(references[i] as string);
    const hypothesis = toWords(heard.get(id) ?? '');
    const distance = editDistance(reference, hypothesis);
    errors += distance;
    words += reference.length;
    if (distance > 0) misses.push({ reference: reference.join(' '), heard: hypothesis.join(' ') });
  });
  return { errors, words, misses };
}
