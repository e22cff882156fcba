import { Mail } from 'lucide-react';
import { TextField } from '../../components/TextField';

type FieldBinding = {
  name: string;
  value: string | undefined;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/** The e-mail input every auth form shares. */
export function EmailField({ disabled, autoFocus, ...binding }: FieldBinding & { disabled: boolean; autoFocus?: boolean }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      placeholder="you@example.com"
      icon={<Mail className="size-4" />}
      disabled={disabled}
      autoFocus={autoFocus}
      {...binding}
    />
  );
}
