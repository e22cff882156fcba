// The hosted Storage API's errors (supabase/storage, src/internal/errors): the body
// names the status as a string ({ statusCode: "404", code, error, message }), and the
// HTTP status itself is 400 for every refusal and 500 for a failure, as there.
import { HttpError } from './http-utils.ts';

export type StorageErrorCode =
  | 'NoSuchBucket'
  | 'NoSuchKey'
  | 'InvalidJWT'
  | 'InvalidRequest'
  | 'EntityTooLarge'
  | 'InvalidKey'
  | 'InvalidBucketName'
  | 'InvalidMimeType'
  | 'KeyAlreadyExists'
  | 'BucketAlreadyExists'
  | 'ResourceNotEmpty'
  | 'AccessDenied'
  | 'InvalidSignature'
  | 'ExpiredToken'
  | 'InternalError';

export function storageError(code: StorageErrorCode, statusCode: number, message: string, error: string = code): HttpError {
  return new HttpError(statusCode >= 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });
}

export const STORAGE_ERRORS = {
  noSuchBucket: () => storageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  invalidJwt: (message: string) => storageError('InvalidJWT', 400, message),
  invalidKey: (key: string) => storageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidBucketName: () => storageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => storageError('InvalidRequest', 400, message),
  tooLarge: () => storageError('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (type: string) => storageError('InvalidMimeType', 415, `mime type ${type} is not supported`, 'invalid_mime_type'),
  keyExists: () => storageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketExists: () => storageError('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  accessDenied: (message: string) => storageError('AccessDenied', 403, message, 'Unauthorized'),
  invalidSignature: () => storageError('InvalidSignature', 400, 'Invalid signature'),
  expiredSignature: () => storageError('ExpiredToken', 400, 'The provided token has expired.'),
};

/** A database error as the Storage API reports it: a policy's refusal is 403, a taken name 409. */
export function fromStorageDatabaseError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === '42501' && message?.includes('row-level security')) {
    return STORAGE_ERRORS.accessDenied('new row violates row-level security policy');
  }
  if (code === '42501') return STORAGE_ERRORS.accessDenied(message ?? 'Access denied');
  if (code === '23505') return STORAGE_ERRORS.keyExists();
  return error;
}
