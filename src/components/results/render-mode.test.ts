import { describe, expect, it } from 'vitest';
import { cardColumns, firstChunk } from './render-mode';

describe('cardColumns: the grid of sm:grid-cols-2 lg:grid-cols-3', () => {
  it.each([
    [390, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
  ])('%i px wide -> %i columns', (width, columns) => {
    expect(cardColumns(width)).toBe(columns);
  });
});

describe('firstChunk: the items that fill the window', () => {
  it.each([
    [900, 76, 1, 12],
    [768, 76, 1, 11],
    [900, 288, 3, 12],
    [844, 288, 1, 3],
  ])('%i px tall, items %i px, %i a row -> %i', (height, item, perRow, expected) => {
    expect(firstChunk(height, item, perRow)).toBe(expected);
  });
});
