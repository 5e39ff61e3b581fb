import { describe, expect, it } from 'vitest';
import { detectChapters } from '../../../server/speech/book/chapters.ts';
import { cpSlice } from '../../../server/text/code-points.ts';

describe('chapter detection', () => {
  it('finds markdown headings of the shallowest repeated level, with offsets in code points', () => {
    const text =
      '# 🎧 The Book\n\nIntro.\n\n## Part *One*\n\nText.\n\n## Part Two\nMore text.\n### Aside\nx';
    const chapters = detectChapters(text);
    expect(chapters.map((c) => c.title)).toEqual(['Part One', 'Part Two']);
    for (const c of chapters) expect(cpSlice(text, c.charStart, c.charStart + 3)).toBe('## ');
  });

  it('takes every heading when no level repeats, and ignores fenced code', () => {
    const text = '# Only title\n\n```\n# not a heading\n```\n\n## Section\n';
    expect(detectChapters(text).map((c) => c.title)).toEqual(['Only title', 'Section']);
  });

  it('finds "Chapter N" lines: numbers, Roman numerals, number words, optional titles', () => {
    const text = [
      'Chapter 1',
      'It begins. This chapter has a chapter 2 mention inside a sentence.',
      '  CHAPTER II: The Storm',
      'Rain.',
      'Chapter Twenty-One — Home',
      'The end.',
    ].join('\n');
    const chapters = detectChapters(text);
    expect(chapters.map((c) => c.title)).toEqual([
      'Chapter 1',
      'CHAPTER II: The Storm',
      'Chapter Twenty-One — Home',
    ]);
    expect(cpSlice(text, chapters[1]!.charStart, chapters[1]!.charStart + 7)).toBe('CHAPTER');
  });

  it('finds nothing in plain prose', () => {
    expect(detectChapters('A chapter of life. Chapter and verse are quoted here.')).toEqual([]);
  });
});
