// DELETE /api/account (docs/api.md): the caller's account and all of its data removed.
import * as v from 'valibot';

export const AccountDeletedSchema = v.object({ deleted: v.literal(true) });
export type AccountDeleted = v.InferOutput<typeof AccountDeletedSchema>;
