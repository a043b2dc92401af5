import { UPLOAD_LIMIT_BYTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Of, fileProblem, isTooBig, kindOf, readChosenFile } from './upload';

afterEach(() => vi.unstubAllGlobals());

describe('the size check (spec §5: 15 MB, 15728640 bytes)', () => {
  it('15728640 bytes is allowed, one more is not', () => {
    expect(isTooBig({ size: UPLOAD_LIMIT_BYTES })).toBe(false);
    expect(isTooBig({ size: UPLOAD_LIMIT_BYTES + 1 })).toBe(true);
    expect(fileProblem({ size: UPLOAD_LIMIT_BYTES + 1, type: 'video/mp4' })).toBe(messages.fileTooBig);
  });

  it('only images and videos', () => {
    expect(fileProblem({ size: 10, type: 'application/pdf' })).toBe(messages.uploadNotImageOrVideo);
    expect(fileProblem({ size: 10, type: 'image/heic' })).toBeUndefined();
    expect(fileProblem({ size: 10, type: 'video/quicktime' })).toBeUndefined();
    expect(kindOf('video/mp4')).toBe('video');
    expect(kindOf('image/png')).toBe('image');
    expect(kindOf('')).toBeUndefined();
  });

  it('the size is checked first, even for a file of another type', () => {
    expect(fileProblem({ size: UPLOAD_LIMIT_BYTES * 10, type: 'application/zip' })).toBe(messages.fileTooBig);
  });
});

describe('reading', () => {
  it('takes the data: prefix off', () => {
    expect(base64Of('data:video/mp4;base64,AAAA')).toBe('AAAA');
    expect(base64Of('AAAA')).toBe('AAAA');
  });

  it('reads the file as a data URL and keeps its name, size and type', async () => {
    class FakeReader {
      result: string | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsDataURL(file: Blob) {
        this.result = `data:${file.type};base64,SGVsbG8=`;
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('FileReader', FakeReader);
    const file = new File(['Hello'], 'smile.png', { type: 'image/png' });
    await expect(readChosenFile(file)).resolves.toEqual({
      name: 'smile.png',
      size: 5,
      type: 'image/png',
      kind: 'image',
      dataUrl: 'data:image/png;base64,SGVsbG8=',
      base64: 'SGVsbG8=',
    });
  });
});
