import { useRef, useState } from 'react';
import { messageOf } from '../../domain/error-message';
import type { ImageRow } from '../../domain/images-contract';
import { notify } from '../../lib/toast';
import { uploadImage, type UploadPhase } from '../../lib/images/upload-image';

export interface ImageUploads {
  /** The file being uploaded, and where it is in the queue. */
  current: { name: string; phase: UploadPhase; number: number; total: number } | null;
  /** Why files of the last batch were refused, one line each. */
  refusals: string[];
  add: (files: File[]) => void;
}

/**
 * Images picked or dropped, uploaded one after another: each is checked from its
 * first bytes, put straight into Storage, then cleaned by the server (EXIF and GPS
 * removed, turned upright) and kept in My images. Files added while a batch runs join it.
 */
export function useImageUploads(onUploaded: (image: ImageRow) => void): ImageUploads {
  const [current, setCurrent] = useState<ImageUploads['current']>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const queue = useRef<File[]>([]);
  const running = useRef(false);

  async function uploadOne(file: File, number: number, total: () => number): Promise<string | null> {
    const show = (phase: UploadPhase) => setCurrent({ name: file.name, phase, number, total: total() });
    try {
      onUploaded(await uploadImage(file, show));
      return null;
    } catch (cause) {
      return messageOf(cause, `${file.name} could not be uploaded. Try again.`);
    }
  }

  async function drain() {
    running.current = true;
    const refused: string[] = [];
    let done = 0;
    let uploaded = 0;
    while (queue.current.length) {
      const file = queue.current.shift()!;
      done += 1;
      const reason = await uploadOne(file, done, () => done + queue.current.length);
      if (reason) refused.push(reason);
      else uploaded += 1;
    }
    running.current = false;
    setCurrent(null);
    setRefusals(refused);
    if (uploaded)
      notify({ title: uploaded === 1 ? 'Image uploaded' : `${uploaded} images uploaded`, description: 'They are in My images.' });
    if (refused.length) {
      notify({
        title: refused.length === 1 ? 'Image not uploaded' : `${refused.length} images not uploaded`,
        description: refused[0],
        variant: 'destructive',
      });
    }
  }

  return {
    current,
    refusals,
    add(files) {
      if (!files.length) return;
      if (!running.current) setRefusals([]);
      queue.current.push(...files);
      if (!running.current) void drain();
    },
  };
}
