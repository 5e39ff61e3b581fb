const SENTENCES = [
  'The morning train left the station on time.',
  'She counted the boxes twice before signing the form!',
  'Why would anyone leave the lights on all night?',
  'A light rain fell over the harbour, and the boats rocked gently.',
  'He said the meeting would start at nine, but nobody came until ten.',
  'Our garden has tomatoes, beans, and a stubborn old apple tree.',
  'The library closes early on Sundays; plan your visit accordingly.',
  'When the wind changed, the kites rose higher than the church tower.',
];

/** Plain English prose of exactly `length` code points, sentences and paragraphs varied. */
export function prose(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    text += SENTENCES[(i * 5) % SENTENCES.length];
    text += i % 9 === 8 ? '\n\n' : ' ';
  }
  return text.slice(0, length);
}
