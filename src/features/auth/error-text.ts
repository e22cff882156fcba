// The message of whatever an auth call threw.
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
