import { buildEpub, EPUB_TITLE } from '../fixtures/epub.ts';
import { BOMB_LINE, bombEpub } from '../fixtures/epub-bomb.ts';
import { expect, gateway, screenshotPath, test } from './fixtures.ts';

test('an EPUB opens in Long text with its title, cover and chapters; the chosen chapters become a task with ID3 chapters', async ({
  studio,
}) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  // The default model (beta-speech-v8) makes MP3 tasks, which carry chapters.
  await studio.locator('input[type="file"][accept*=".epub"]').setInputFiles({
    name: 'harbour.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(buildEpub()),
  });

  const book = studio.getByTestId('book');
  await expect(book.getByRole('heading', { name: EPUB_TITLE })).toBeVisible();
  await expect(book.getByRole('img', { name: `Cover of ${EPUB_TITLE}` })).toBeVisible();
  const chapters = book.getByRole('checkbox');
  await expect(chapters).toHaveCount(3);
  const text = studio.getByLabel('Text', { exact: true });
  await expect(text).toHaveValue(/Fog & Lanterns/);

  // Keyboard: leave the middle chapter out
  const fog = book.getByRole('checkbox', { name: 'Fog & Lanterns' });
  await fog.focus();
  await studio.keyboard.press('Space');
  await expect(fog).not.toBeChecked();
  await expect(book.getByText('2 of 3 chapters')).toBeVisible();
  await expect(text).not.toHaveValue(/Lanterns glowed/);
  await expect(text).toHaveValue(/^The Arrival\n\nThe boat came in at dawn\./);
  // Mouse: tick it back, then leave it out again.
  await fog.click();
  await expect(book.getByText('3 of 3 chapters')).toBeVisible();
  await expect(text).toHaveValue(/Lanterns glowed/);
  await fog.click();
  await expect(fog).not.toBeChecked();
  await expect(text).not.toHaveValue(/Lanterns glowed/);
  await studio.screenshot({ path: screenshotPath('long-text-book-light-en') });

  const [submitted] = await Promise.all([
    studio.waitForResponse(
      (r) => r.url().endsWith('/v1/audio/speech/tasks') && r.request().method() === 'POST',
    ),
    studio.getByRole('button', { name: 'Generate', exact: true }).click(),
  ]);
  const sent = submitted.request().postDataJSON() as {
    input: string;
    title?: string;
    cover?: string;
    chapters?: { title: string; char_start: number }[];
  };
  expect(sent.title).toBe(EPUB_TITLE);
  // The ticked chapters, each starting where its title is in the text sent.
  expect(sent.chapters?.map((c) => c.title)).toEqual(['The Arrival', 'Departure']);
  for (const c of sent.chapters ?? [])
    expect([...sent.input].slice(c.char_start).join('').startsWith(c.title)).toBe(true);
  expect(sent.cover).toMatch(/^data:image\/png;base64,/);
  const { id } = (await submitted.json()) as { id: string };
  await expect(studio.getByRole('button', { name: 'Download', exact: true })).toBeVisible({
    timeout: 150_000,
  });
  const { url, key } = gateway();
  const task = (await (
    await fetch(`${url}/v1/audio/speech/tasks/${id}`, {
      headers: { Authorization: `Bearer ${key}` },
    })
  ).json()) as {
    duration_ms: number;
    chapters?: { title: string; start_ms: number; char_start: number }[];
  };
  expect(task.chapters?.map((c) => c.title)).toEqual(['The Arrival', 'Departure']);
  expect(task.chapters?.map((c) => c.char_start)).toEqual(sent.chapters?.map((c) => c.char_start));
  // In order, inside the audio: the first at its start, the second later but before the end.
  const [first, second] = task.chapters!;
  expect(first!.start_ms).toBe(0);
  expect(second!.start_ms).toBeGreaterThan(0);
  expect(second!.start_ms).toBeLessThan(task.duration_ms);
});

test('a zip bomb of an EPUB or a huge text file opens cut at 500,000 characters, and says so', async ({
  studio,
}) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  const file = studio.locator('input[type="file"][accept*=".epub"]');
  const text = studio.getByLabel('Text', { exact: true });
  const cut = (name: string) =>
    `Only the beginning of ${name} was opened: a long text holds at most 500,000 characters.`;

  // 7 chapters that inflate to 31 MB each, from a file of a few hundred kilobytes.
  await file.setInputFiles({
    name: 'bomb.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(bombEpub(7, 31 * 1024 * 1024)),
  });
  await expect(studio.getByRole('status').filter({ hasText: 'bomb.epub' })).toHaveText(
    cut('bomb.epub'),
  );
  await expect(studio.getByText('500,000 / 500,000 characters')).toBeVisible();
  expect([...(await text.inputValue())].length).toBeLessThanOrEqual(500_000);
  await expect(studio.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
  await studio.screenshot({ path: screenshotPath('long-text-book-cut-light-en') });

  // A 4.5 MB .txt: the same limit and the same words.
  await file.setInputFiles({
    name: 'huge.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(BOMB_LINE.repeat(100_000)),
  });
  await expect(studio.getByRole('status').filter({ hasText: 'huge.txt' })).toHaveText(
    cut('huge.txt'),
  );
  expect([...(await text.inputValue())].length).toBe(500_000);

  // A book that fits says nothing.
  await file.setInputFiles({
    name: 'harbour.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(buildEpub()),
  });
  await expect(text).toHaveValue(/Fog & Lanterns/);
  await expect(studio.getByText(/Only the beginning of/)).toHaveCount(0);
});
