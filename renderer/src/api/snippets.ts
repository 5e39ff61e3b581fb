/** The exact request, as a developer would type it: cURL and the OpenAI SDK. */
import type { SpeechBody } from '@voxmesh/contract/speech.ts';

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlFor(baseUrl: string, body: SpeechBody, out = 'speech.mp3'): string {
  return [
    `curl ${shellQuote(`${baseUrl}/v1/audio/speech`)}`,
    `  -H "Authorization: Bearer $VOXMESH_KEY"`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${shellQuote(JSON.stringify(body))}`,
    `  -o ${shellQuote(out)}`,
  ].join(' \\\n');
}

/** The OpenAI Node SDK pointed at this gateway; non-OpenAI fields ride along in the body. */
export function openAiSdkFor(baseUrl: string, body: SpeechBody, out = 'speech.mp3'): string {
  return [
    `import fs from 'node:fs';`,
    `import OpenAI from 'openai';`,
    ``,
    `const client = new OpenAI({ baseURL: ${JSON.stringify(`${baseUrl}/v1`)}, apiKey: process.env.VOXMESH_KEY });`,
    `const res = await client.audio.speech.create(${JSON.stringify(body, null, 2)});`,
    `fs.writeFileSync(${JSON.stringify(out)}, Buffer.from(await res.arrayBuffer()));`,
  ].join('\n');
}

export function curlModels(baseUrl: string): string {
  return `curl ${shellQuote(`${baseUrl}/v1/models`)} -H "Authorization: Bearer $VOXMESH_KEY"`;
}
