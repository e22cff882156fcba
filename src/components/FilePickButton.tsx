import { Upload } from 'lucide-react';
import { useId } from 'react';
import { DOCUMENT_ACCEPT } from '../domain/files-contract';
import { buttonClass, type ButtonVariant } from './Button';

/**
 * A file input that looks like a button (My files, the chat's Attach files dialog, Upload image): the input keeps
 * its native keyboard and screen-reader behaviour, its label is what shows. `label` is its accessible name.
 */
export function FilePickButton({
  label,
  onFiles,
  disabled = false,
  variant = 'gradient',
  accept = DOCUMENT_ACCEPT,
  multiple = true,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The file types offered (My files' documents unless told). */
  accept?: string;
  multiple?: boolean;
}) {
  const id = useId();
  return (
    <span className="inline-flex">
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after a refusal) uploads it again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          variant,
          'md',
          `cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${disabled ? 'pointer-events-none opacity-60' : ''}`,
        )}
      >
        <Upload aria-hidden="true" className="size-4" />
        {label}
      </label>
    </span>
  );
}
