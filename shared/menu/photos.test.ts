import { describe, expect, it } from 'vitest';
import { photoSrcset, photoWidths } from './photos';

const hash = '0123456789abcdef0123456789abcdef';

describe('uploaded photo widths', () => {
  it('makes the standard widths below the original and tops out at 1024', () => {
    expect(photoWidths(4000)).toEqual([320, 640, 1024]);
    expect(photoWidths(1024)).toEqual([320, 640, 1024]);
    expect(photoWidths(800)).toEqual([320, 640, 800]);
    expect(photoWidths(320)).toEqual([320]);
  });

  it('gives a srcset for an uploaded photo only', () => {
    expect(photoSrcset(`/media/${hash}-1024.webp`)).toBe(
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-1024.webp 1024w`,
    );
    expect(photoSrcset(`/media/${hash}-800.webp`)).toBe(
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-800.webp 800w`,
    );
    expect(photoSrcset('/images/menu/palow.svg')).toBeUndefined();
    expect(photoSrcset(`https://cdn.example.com/media/${hash}-1024.webp`)).toBeUndefined();
  });
});
