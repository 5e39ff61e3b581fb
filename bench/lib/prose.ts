// Ordinary English prose for the speech benches (original text, ASCII only, so one
// character is one code point), and windows of it of an exact length that end on a whole word.

const PARAGRAPHS = [
  'The ferry left the harbor a little after seven, while the fog still sat low over the water and the gulls argued on the pilings. Most of the passengers were regulars who knew exactly where to stand to stay out of the wind. A woman with a canvas bag full of library books took the bench by the window, and an old man in a wool cap unfolded his newspaper with the care of someone handling a map. Nobody spoke much. The engine hummed through the deck, steady and patient, and the town slowly shrank behind us until only the church tower and the red roof of the fish market were still easy to pick out.',
  'I had made this crossing many times as a child, usually in summer, when my grandmother would meet us at the landing with a basket of plums and a list of chores she pretended were treats. Back then the island felt enormous. There was a lighthouse you could climb if the keeper liked you, a beach covered in smooth gray stones, and a bakery that sold bread so dense it could have anchored the boat. Coming back as an adult, I expected everything to seem smaller, and in some ways it did. The pier was shorter than I remembered, and the hill behind the village was only a hill. But the light was the same, soft and silver, and the air still smelled of salt and wet rope.',
  'My grandmother had been gone for nearly ten years, and the house had passed through two sets of tenants since then. The last of them had left in the spring, and the family finally agreed that somebody should go over, open the windows, and decide what to do with the place. I volunteered before anyone else could, partly out of duty and partly because I wanted an excuse to be somewhere quiet for a while. My work had become a long series of meetings about other meetings, and I found that I could no longer remember the last time I had watched weather move across the sky without checking my phone.',
  'The key was where my cousin said it would be, under a flowerpot that had lost its flower years ago. The door stuck at first, then gave way with a groan that sounded almost like relief. Inside, the rooms were cool and dim. Someone had covered the furniture with white sheets, which made the living room look like a gathering of polite ghosts waiting for the host to arrive. I pulled the sheets away one by one and folded them on the kitchen table. Underneath were the same chairs I had climbed on as a child, the same faded rug, the same clock on the mantel, stopped at twenty past four.',
  'For the first few days I did very little. I swept the floors, washed the windows, and carried a surprising number of empty jars down to the recycling bins by the road. In the afternoons I walked along the shore, picking up stones and putting them back, the way you do when your hands want something to hold but your mind has nowhere in particular to go. The neighbors waved from their gardens. One of them, a retired teacher named Helen, brought over a pot of soup and stayed to tell me stories about my grandmother that I had never heard. Apparently she had once rowed across the bay in a storm to deliver a birthday cake, and she had refused to discuss it afterward because the icing had been ruined.',
  'By the end of the first week, I had started making lists. The roof needed patching above the back bedroom, and the garden gate had rusted shut. The stove worked, but only if you lit it in a particular order and said something encouraging to it. I called a builder from the village, who came on a bicycle with a ladder balanced across his shoulder and a toolbox hanging from the handlebars. He climbed onto the roof, whistled, climbed down again, and gave me an estimate that was fair, though not small. We shook hands on it over a cup of tea, and he promised to start on Monday if the weather held.',
  'The weather did not hold. A storm came in on Sunday night, the kind that makes the windows rattle and the whole house creak like a ship. I lay awake listening to the rain drum on the roof and drip steadily into the bucket I had placed under the worst of the leaks. Around two in the morning the power went out. I found a candle in the kitchen drawer and sat at the table with a blanket around my shoulders, watching the flame lean and straighten with every gust that found its way through the old frames. It should have been miserable, but it was not. It felt, strangely, like being let in on a secret.',
  'In the morning the sky was washed clean, pale blue and perfectly calm, as if nothing had happened. Branches and seaweed lay scattered across the road, and the beach had rearranged itself overnight into new ridges and hollows. The builder arrived at nine, cheerful and unbothered, and said that a good storm was the best inspector a house could ask for, since it showed you every weakness at once. He spent the day on the roof, and I spent it handing him tools, fetching nails, and learning more about slate than I had ever expected to know.',
  'Over the following weeks the house slowly came back to life. We fixed the gate, replaced two broken windows, and painted the front door a deep green that Helen declared was exactly the color it had been when my grandmother was alive. I found boxes of letters in the attic, tied with string and sorted by year, and spent several evenings reading them by the fire. Most were ordinary, full of news about harvests, weddings, and the price of fuel, but a few were beautiful in a way that caught me off guard. My grandmother wrote the way she talked, plainly and warmly, with a habit of ending every letter with a question so that the other person would have to write back.',
  'When the time came to decide what to do with the house, the answer seemed obvious, although it had not been obvious at all when I arrived. We would keep it. We would share it among the family, each of us taking a few weeks a year, and we would rent it to friends in the quiet months. I wrote the plan down in a letter to my cousins, and, without quite meaning to, I ended it with a question.',
];

export const PROSE = PARAGRAPHS.join('\n\n');

/**
 * `n` characters of PROSE that start at a sentence and end at the end of a word: the window
 * starting at the first sentence (from the top) for which `n` characters end exactly on a
 * whole word. Throws if no sentence start gives one.
 */
export function proseOfLength(n: number): string {
  const starts = [0];
  for (const m of PROSE.matchAll(/[.!?]\s+/g)) starts.push(m.index + m[0].length);
  for (const start of starts) {
    const end = start + n;
    if (end > PROSE.length) break;
    const last = PROSE[end - 1] ?? ' ';
    const next = PROSE[end] ?? ' ';
    if (/\S/.test(last) && /\s/.test(next)) return PROSE.slice(start, end);
  }
  throw new Error(`no ${n}-character window of the bench prose ends on a whole word`);
}

/** `n` characters of PROSE repeated (a paragraph break between repeats), cut at a word's end. */
export function proseRepeated(n: number): string {
  let text = PROSE;
  while (text.length < n) text += `\n\n${PROSE}`;
  const cut = text.slice(0, n + 1).search(/\s\S*$/);
  return text.slice(0, cut > 0 ? cut : n);
}
