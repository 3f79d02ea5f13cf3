// Completion photos are checked before upload (JPEG/PNG/WebP, at most 10 MB) and sent as the presigned
// form expects; job dates read as calendar days; notes and photos list newest first.
import { describe, expect, it } from 'vitest';
import { formatJobDate, isIsoDate } from '#frontend/features/jobs/job-dates';
import { newestFirst } from '#frontend/features/jobs/newest-first';
import {
  MAX_PHOTO_BYTES,
  photoAccept,
  photoProblem,
  uploadFormData,
} from '#frontend/features/jobs/photo-upload-rules';

describe('completion photo checks', () => {
  it('take JPEG, PNG and WebP images up to 10 MB', () => {
    expect(photoAccept).toBe('image/jpeg,image/png,image/webp');
    expect(photoProblem({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it('refuse other types, empty files and anything over 10 MB', () => {
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(photoProblem({ type: 'image/heic', size: 1000 })).toBe('type');
    expect(photoProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('size');
  });

  it('send the server fields first, in order, and the file last', () => {
    const file = new Blob(['photo'], { type: 'image/png' });
    const form = uploadFormData({ key: 'photos/1.png', Policy: 'abc', 'X-Amz-Signature': 'sig' }, file);
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect(form.get('Policy')).toBe('abc');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});

describe('job dates', () => {
  it('accept only real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('show the stored day in any time zone', () => {
    expect(formatJobDate('2026-03-04', 'en-US')).toBe('Mar 4, 2026');
    expect(formatJobDate('2026-03-04T00:00:00.000Z', 'en-US')).toBe('Mar 4, 2026');
    expect(formatJobDate(null, 'en-US')).toBe('');
  });
});

describe('notes and photos', () => {
  it('list newest first', () => {
    const items = [
      { id: 'a', timestamp: '2026-06-01T10:00:00Z' },
      { id: 'b', timestamp: '2026-06-03T10:00:00Z' },
      { id: 'c', timestamp: '2026-06-02T10:00:00Z' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });
});
