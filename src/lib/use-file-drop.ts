import { useState, type DragEvent } from 'react';

/**
 * Files dropped on an element (the mouse's way; a file button stays the keyboard's):
 * spread `handlers` on it, and `over` says whether files are being dragged over it.
 */
export function useFileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return {
    over,
    handlers: {
      onDragOver(event: DragEvent) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        setOver(true);
      },
      onDragLeave(event: DragEvent) {
        // Moving onto a child element is not leaving.
        if (event.currentTarget instanceof Node && event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
          return;
        setOver(false);
      },
      onDrop(event: DragEvent) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      },
    },
  };
}
