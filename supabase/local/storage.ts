// /storage/v1: the Storage API subset supabase-js's `storage` client emits, over the
// local database and a folder. Every operation runs as the caller's role
// (caller-role.ts): a row of storage.objects is what the bucket's policies allow or
// refuse, as on hosted Supabase, and the bytes sit on disk under the object's
// version id (never its name, so no name reaches the file system). Errors have the
// hosted shape (storage-errors.ts).
import { randomUUID, createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { LocalDatabase, Transaction } from './database.ts';
import type { SigningKeys } from './keys.ts';
import { API_ROLES, asCaller, type Caller } from './caller-role.ts';
import { HttpError, apiKey, bearerToken, header, parseJson, readBody, sendJson } from './http-utils.ts';
import { STORAGE_ERRORS, fromStorageDatabaseError } from './storage-errors.ts';

export interface StorageOptions {
  db: LocalDatabase;
  keys: SigningKeys;
  /** The folder the bytes live in. */
  root: string;
  /** The largest object any bucket takes (hosted: the project's setting, 50 MB on the free plan). */
  maxObjectBytes: number;
}

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner_id: string | null;
  version: string;
  metadata: ObjectMetadata;
  user_metadata: unknown;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

interface Upload {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: unknown;
}

// The hosted Storage API's rule for object names and bucket ids.
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;
const OBJECT_COLUMNS = 'id, name, bucket_id, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

export class StorageApi {
  constructor(private readonly o: StorageOptions) {}

  async handle(req: IncomingMessage, res: ServerResponse, route: string, url: URL): Promise<void> {
    try {
      await this.dispatch(req, res, route, url);
    } catch (raw) {
      const error = fromStorageDatabaseError(raw);
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
      throw error;
    }
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse, route: string, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const request = { req, url };
    // Signed URLs carry their own token: no caller.
    const signedDownload = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(route);
    if (signedDownload && (method === 'GET' || method === 'HEAD')) return this.signedDownload(req, res, url, signedDownload);
    const signedUpload = /^\/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(route);
    if (signedUpload && method === 'PUT') return this.signedUpload(req, res, url, signedUpload);
    const publicObject = /^\/object\/public\/([^/]+)\/(.+)$/.exec(route);
    if (publicObject && (method === 'GET' || method === 'HEAD')) return this.publicDownload(req, res, publicObject);

    const caller = await this.authenticate(req, url);
    const call = <T>(work: (tx: Transaction) => Promise<T>, readOnly = false) =>
      asCaller(this.o.db, caller, request, { readOnly, rollback: false }, work);

    if (route === '/bucket' && method === 'GET') {
      const { rows } = await call((tx) => tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`), true);
      return sendJson(res, 200, rows.map(bucketView));
    }
    if (route === '/bucket' && method === 'POST') return this.createBucket(req, res, call, caller);
    const bucketRoute = /^\/bucket\/([^/]+)(\/empty)?$/.exec(route);
    if (bucketRoute) return this.bucket(req, res, call, method, decode(bucketRoute[1]!), bucketRoute[2] !== undefined);

    if (route === '/object/move' && method === 'POST') return this.move(req, res, call, false);
    if (route === '/object/copy' && method === 'POST') return this.move(req, res, call, true);
    const list = /^\/object\/list\/([^/]+)$/.exec(route);
    if (list && method === 'POST') return this.list(req, res, call, decode(list[1]!));
    const signMany = /^\/object\/sign\/([^/]+)$/.exec(route);
    if (signMany && method === 'POST') return this.signMany(req, res, call, decode(signMany[1]!));
    const signOne = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(route);
    if (signOne && method === 'POST') return this.signOne(req, res, call, decode(signOne[1]!), objectName(signOne[2]!));
    const uploadSign = /^\/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(route);
    if (uploadSign && method === 'POST') return this.createUploadSign(req, res, caller, decode(uploadSign[1]!), objectName(uploadSign[2]!));
    const info = /^\/object\/info\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route);
    if (info && method === 'GET') {
      const row = await this.findObject(call, decode(info[1]!), objectName(info[2]!));
      return sendJson(res, 200, infoView(row));
    }
    const removeMany = /^\/object\/([^/]+)$/.exec(route);
    if (removeMany && method === 'DELETE') return this.remove(req, res, call, decode(removeMany[1]!));
    const object = /^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route);
    if (object) {
      const bucket = decode(object[1]!);
      const name = objectName(object[2]!);
      if (method === 'GET' || method === 'HEAD') return this.sendObject(req, res, await this.findObject(call, bucket, name));
      if (method === 'POST' || method === 'PUT') {
        const upsert = method === 'PUT' || header(req, 'x-upsert') === 'true';
        const row = await this.upload(req, call, bucket, name, { upsert, update: method === 'PUT', owner: ownerOf(caller) });
        return sendJson(res, 200, { Id: row.id, Key: `${bucket}/${name}` });
      }
      if (method === 'DELETE') {
        const [row] = await this.deleteObjects(call, bucket, [name]);
        if (!row) throw STORAGE_ERRORS.noSuchKey();
        return sendJson(res, 200, { message: 'Successfully deleted' });
      }
    }
    sendJson(res, 404, { statusCode: '404', code: 'InvalidRequest', error: 'Not Found', message: `Route ${method}:${route} not found` });
  }

  /** The token decides the role: Authorization first, else the apikey (as Supabase's gateway does). */
  private async authenticate(req: IncomingMessage, url: URL): Promise<Caller> {
    const token = bearerToken(req) ?? apiKey(req, url);
    if (!token) throw new HttpError(401, { message: 'No API key found in request' });
    try {
      const claims = await this.o.keys.verify(token);
      const role = typeof claims.role === 'string' ? claims.role : 'anon';
      if (!API_ROLES.has(role)) throw STORAGE_ERRORS.invalidJwt(`role "${role}" is not allowed`);
      return { role, claims };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw STORAGE_ERRORS.invalidJwt(expired ? 'jwt expired' : 'invalid signature');
    }
  }

  private async createBucket(req: IncomingMessage, res: ServerResponse, call: Call, caller: Caller) {
    const body = await jsonBody(req);
    const name = typeof body.name === 'string' ? body.name : '';
    const id = typeof body.id === 'string' ? body.id : name;
    if (!VALID_BUCKET.test(id) || !VALID_BUCKET.test(name)) throw STORAGE_ERRORS.invalidBucketName();
    try {
      await call((tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            name,
            ownerOf(caller),
            ownerOf(caller),
            body.public === true,
            sizeLimit(body.file_size_limit),
            mimeTypes(body.allowed_mime_types),
          ],
        ),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw STORAGE_ERRORS.bucketExists();
      throw error;
    }
    sendJson(res, 200, { name: id });
  }

  private async bucket(req: IncomingMessage, res: ServerResponse, call: Call, method: string, id: string, empty: boolean) {
    if (empty && method === 'POST') {
      const removed = await call((tx) =>
        tx.query<{ bucket_id: string; version: string }>('delete from storage.objects where bucket_id = $1 returning bucket_id, version', [
          id,
        ]),
      );
      await Promise.all(removed.rows.map((row) => rm(this.file(row.bucket_id, row.version), { force: true })));
      return sendJson(res, 200, { message: 'Successfully emptied' });
    }
    if (method === 'GET') {
      const { rows } = await call((tx) => tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]), true);
      if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
      return sendJson(res, 200, bucketView(rows[0]));
    }
    if (method === 'PUT') {
      const body = await jsonBody(req);
      const { rows } = await call((tx) =>
        tx.query(
          `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4, updated_at = now()
           where id = $1 returning id`,
          [id, body.public === true, sizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
        ),
      );
      if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
      return sendJson(res, 200, { message: 'Successfully updated' });
    }
    if (method === 'DELETE') {
      const { rows } = await call(async (tx) => {
        const left = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
        if (left.rows.length) throw STORAGE_ERRORS.bucketNotEmpty();
        return tx.query('delete from storage.buckets where id = $1 returning id', [id]);
      });
      if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    throw STORAGE_ERRORS.invalidRequest(`Method ${method} is not allowed on a bucket`);
  }

  /** A bucket as the service sees it, whatever the caller may read (as the hosted API looks it up). */
  private async bucketRow(id: string): Promise<BucketRow> {
    const { rows } = await this.o.db.transaction((tx) =>
      tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    return rows[0];
  }

  /** Stores the request's bytes at `name`: the row first (the policies decide), the bytes before it commits. */
  private async upload(
    req: IncomingMessage,
    call: Call,
    bucketId: string,
    name: string,
    options: { upsert: boolean; update: boolean; owner: string | null },
  ): Promise<ObjectRow> {
    checkKey(name);
    const bucket = await this.bucketRow(bucketId);
    const limit = Math.min(this.o.maxObjectBytes, Number(bucket.file_size_limit ?? Infinity));
    const upload = await readUpload(req, limit);
    if (!mimeAllowed(upload.contentType, bucket.allowed_mime_types)) throw STORAGE_ERRORS.invalidMimeType(upload.contentType);
    return this.store(call, bucket.id, name, upload, options);
  }

  private async store(
    call: Call,
    bucketId: string,
    name: string,
    upload: Upload,
    options: { upsert: boolean; update: boolean; owner: string | null },
  ): Promise<ObjectRow> {
    const version = randomUUID();
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
      size: upload.bytes.length,
      mimetype: upload.contentType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.bytes.length,
      httpStatusCode: 200,
    };
    const file = this.file(bucketId, version);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, upload.bytes);
    let replaced: string | undefined;
    try {
      const row = await call(async (tx) => {
        const existing = await tx.query<{ version: string }>('select version from storage.objects where bucket_id = $1 and name = $2', [
          bucketId,
          name,
        ]);
        replaced = existing.rows[0]?.version;
        const values = [
          bucketId,
          name,
          options.owner,
          JSON.stringify(metadata),
          version,
          JSON.stringify(upload.userMetadata ?? null),
          options.owner,
        ];
        if (options.update) {
          const { rows } = await tx.query<ObjectRow>(
            `update storage.objects set owner = $3, owner_id = $7, metadata = $4::jsonb, version = $5, user_metadata = $6::jsonb, updated_at = now()
             where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
            values,
          );
          if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
          return rows[0];
        }
        const { rows } = await tx.query<ObjectRow>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
           values ($1, $2, $3, $7, $4::jsonb, $5, $6::jsonb)
           ${options.upsert ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now()` : ''}
           returning ${OBJECT_COLUMNS}`,
          values,
        );
        return rows[0]!;
      });
      if (replaced) await rm(this.file(bucketId, replaced), { force: true });
      return row;
    } catch (error) {
      // Refused: nothing of it stays.
      await rm(file, { force: true });
      throw error;
    }
  }

  private async findObject(call: Call, bucketId: string, name: string): Promise<ObjectRow> {
    const { rows } = await call(
      (tx) => tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]),
      true,
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    return rows[0];
  }

  private async sendObject(req: IncomingMessage, res: ServerResponse, row: ObjectRow) {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file(row.bucket_id, row.version));
    } catch {
      throw STORAGE_ERRORS.noSuchKey();
    }
    res.writeHead(200, {
      'content-type': row.metadata.mimetype || 'application/octet-stream',
      'content-length': String(bytes.length),
      'cache-control': `max-age=${row.metadata.cacheControl || '3600'}`,
      etag: row.metadata.eTag,
      'last-modified': new Date(row.updated_at).toUTCString(),
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  private async deleteObjects(call: Call, bucketId: string, names: string[]): Promise<ObjectRow[]> {
    const { rows } = await call((tx) =>
      tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [
        bucketId,
        names,
      ]),
    );
    await Promise.all(rows.map((row) => rm(this.file(row.bucket_id, row.version), { force: true })));
    return rows;
  }

  private async remove(req: IncomingMessage, res: ServerResponse, call: Call, bucketId: string) {
    const body = await jsonBody(req);
    const prefixes = Array.isArray(body.prefixes) ? body.prefixes.filter((entry): entry is string => typeof entry === 'string') : [];
    if (!prefixes.length) throw STORAGE_ERRORS.invalidRequest('body/prefixes must NOT have fewer than 1 items');
    const rows = await this.deleteObjects(call, bucketId, prefixes);
    sendJson(res, 200, rows.map(fileView));
  }

  /** Folders and files directly under `prefix`, as storage.search answers the hosted list. */
  private async list(req: IncomingMessage, res: ServerResponse, call: Call, bucketId: string) {
    const body = await jsonBody(req);
    const prefix = typeof body.prefix === 'string' && body.prefix !== '' ? `${body.prefix.replace(/\/+$/, '')}/` : '';
    const limit = typeof body.limit === 'number' ? body.limit : 100;
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(String(sortBy.column))
      ? String(sortBy.column)
      : 'name';
    const descending = String(sortBy.order).toLowerCase() === 'desc';
    const { rows } = await call(
      (tx) =>
        tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`, [
          bucketId,
          prefix,
        ]),
      true,
    );
    const folders = new Map<string, Record<string, unknown>>();
    const files: Record<string, unknown>[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      const entry = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !entry.toLowerCase().startsWith(search)) continue;
      if (slash === -1) files.push({ ...fileView(row), name: entry });
      else folders.set(entry, { name: entry, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
    const key = (entry: Record<string, unknown>) => String(entry[column] ?? '');
    const sorted = [...folders.values(), ...files].sort((a, b) => key(a).localeCompare(key(b)) * (descending ? -1 : 1));
    sendJson(res, 200, sorted.slice(offset, offset + limit));
  }

  /** Move (or copy): the policies decide on the source as read and the destination as written. */
  private async move(req: IncomingMessage, res: ServerResponse, call: Call, copy: boolean) {
    const body = await jsonBody(req);
    const bucketId = String(body.bucketId ?? '');
    const source = String(body.sourceKey ?? '');
    const destination = String(body.destinationKey ?? '');
    const destinationBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
    checkKey(destination);
    await this.bucketRow(destinationBucket);
    if (copy) {
      const row = await this.findObject(call, bucketId, source);
      const bytes = await readFile(this.file(row.bucket_id, row.version)).catch(() => {
        throw STORAGE_ERRORS.noSuchKey();
      });
      const upload = {
        bytes,
        contentType: row.metadata.mimetype,
        cacheControl: row.metadata.cacheControl,
        userMetadata: row.user_metadata,
      };
      const owner = row.owner_id;
      const copied = await this.store(call, destinationBucket, destination, upload, { upsert: false, update: false, owner });
      return sendJson(res, 200, { Id: copied.id, Key: `${destinationBucket}/${destination}` });
    }
    // The bytes are copied under a new version before the row moves, and the old ones go after: never a row without bytes.
    const row = await this.findObject(call, bucketId, source);
    const version = randomUUID();
    const to = this.file(destinationBucket, version);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(this.file(row.bucket_id, row.version), to).catch(() => {
      throw STORAGE_ERRORS.noSuchKey();
    });
    try {
      const { rows } = await call((tx) =>
        tx.query(
          `update storage.objects set bucket_id = $3, name = $4, version = $5, updated_at = now()
           where bucket_id = $1 and name = $2 and version = $6 returning id`,
          [bucketId, source, destinationBucket, destination, version, row.version],
        ),
      );
      if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    } catch (error) {
      await rm(to, { force: true });
      throw error;
    }
    await rm(this.file(row.bucket_id, row.version), { force: true });
    sendJson(res, 200, { message: 'Successfully moved' });
  }

  private async signOne(req: IncomingMessage, res: ServerResponse, call: Call, bucketId: string, name: string) {
    const body = await jsonBody(req);
    const expiresIn = Number(body.expiresIn);
    if (!Number.isFinite(expiresIn) || expiresIn < 1) throw STORAGE_ERRORS.invalidRequest('body/expiresIn must be >= 1');
    await this.findObject(call, bucketId, name);
    sendJson(res, 200, { signedURL: await this.signedPath(bucketId, name, expiresIn) });
  }

  private async signMany(req: IncomingMessage, res: ServerResponse, call: Call, bucketId: string) {
    const body = await jsonBody(req);
    const expiresIn = Number(body.expiresIn);
    const paths = Array.isArray(body.paths) ? body.paths.filter((entry): entry is string => typeof entry === 'string') : [];
    if (!Number.isFinite(expiresIn) || expiresIn < 1) throw STORAGE_ERRORS.invalidRequest('body/expiresIn must be >= 1');
    const { rows } = await call(
      (tx) =>
        tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucketId, paths]),
      true,
    );
    const readable = new Set(rows.map((row) => row.name));
    const signed = await Promise.all(
      paths.map(async (name) =>
        readable.has(name)
          ? { error: null, path: name, signedURL: await this.signedPath(bucketId, name, expiresIn) }
          : { error: 'Either the object does not exist or you do not have access to it', path: name, signedURL: null },
      ),
    );
    sendJson(res, 200, signed);
  }

  private async signedPath(bucketId: string, name: string, expiresIn: number): Promise<string> {
    const token = await this.o.keys.sign({ url: `${bucketId}/${name}` }, Math.floor(expiresIn));
    return `/object/sign/${encodeURI(`${bucketId}/${name}`)}?token=${token}`;
  }

  private async signedDownload(req: IncomingMessage, res: ServerResponse, url: URL, match: RegExpExecArray) {
    const bucketId = decode(match[1]!);
    const name = objectName(match[2]!);
    await this.checkSigned(url, `${bucketId}/${name}`);
    const { rows } = await this.o.db.transaction((tx) =>
      tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    return this.sendObject(req, res, rows[0]);
  }

  private async publicDownload(req: IncomingMessage, res: ServerResponse, match: RegExpExecArray) {
    const bucket = await this.bucketRow(decode(match[1]!));
    if (!bucket.public) throw STORAGE_ERRORS.noSuchBucket();
    const { rows } = await this.o.db.transaction((tx) =>
      tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
        bucket.id,
        objectName(match[2]!),
      ]),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    return this.sendObject(req, res, rows[0]);
  }

  /** A signed upload URL, for a caller the policies would let write there now (checked by writing, then undoing). */
  private async createUploadSign(req: IncomingMessage, res: ServerResponse, caller: Caller, bucketId: string, name: string) {
    checkKey(name);
    await this.bucketRow(bucketId);
    const upsert = header(req, 'x-upsert') === 'true';
    await asCaller(this.o.db, caller, { req, url: new URL('http://local/') }, { readOnly: false, rollback: true }, (tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3, $4, 'probe')
         ${upsert ? 'on conflict (bucket_id, name) do update set version = excluded.version' : ''}`,
        [bucketId, name, ownerOf(caller), ownerOf(caller)],
      ),
    );
    const token = await this.o.keys.sign({ url: `${bucketId}/${name}`, owner: ownerOf(caller), upsert }, SIGNED_UPLOAD_SECONDS);
    sendJson(res, 200, { url: `/object/upload/sign/${encodeURI(`${bucketId}/${name}`)}?token=${token}`, token });
  }

  /** An upload to a signed URL: owned by the one who asked for the URL. */
  private async signedUpload(req: IncomingMessage, res: ServerResponse, url: URL, match: RegExpExecArray) {
    const bucketId = decode(match[1]!);
    const name = objectName(match[2]!);
    const claims = await this.checkSigned(url, `${bucketId}/${name}`);
    const owner = typeof claims.owner === 'string' ? claims.owner : null;
    // The policies were asked when the URL was made: the signature is the permission now, as on hosted Supabase.
    const caller: Caller = { role: 'service_role', claims: { role: 'service_role' } };
    const call: Call = (work, readOnly = false) => asCaller(this.o.db, caller, { req, url }, { readOnly, rollback: false }, work);
    const row = await this.upload(req, call, bucketId, name, { upsert: claims.upsert === true, update: false, owner });
    sendJson(res, 200, { Key: `${bucketId}/${row.name}`, Id: row.id });
  }

  private async checkSigned(url: URL, wanted: string) {
    const token = url.searchParams.get('token');
    if (!token) throw STORAGE_ERRORS.invalidRequest("querystring must have required property 'token'");
    let claims;
    try {
      claims = await this.o.keys.verify(token);
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_JWT_EXPIRED') throw STORAGE_ERRORS.expiredSignature();
      throw STORAGE_ERRORS.invalidSignature();
    }
    if (claims.url !== wanted) throw STORAGE_ERRORS.invalidSignature();
    return claims;
  }

  private file(bucketId: string, version: string): string {
    // Both are ours (a bucket id passed VALID_BUCKET, a version is a uuid); hashed anyway so no name is a path.
    return path.join(this.o.root, createHash('sha256').update(bucketId).digest('hex').slice(0, 16), version);
  }
}

type Call = <T>(work: (tx: Transaction) => Promise<T>, readOnly?: boolean) => Promise<T>;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw STORAGE_ERRORS.invalidKey(segment);
  }
};
const objectName = (raw: string) => decode(raw).replace(/^\/+/, '');

function checkKey(name: string) {
  if (!name || !VALID_KEY.test(name) || name.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw STORAGE_ERRORS.invalidKey(name);
  }
}

const ownerOf = (caller: Caller) => (typeof caller.claims.sub === 'string' && caller.role !== 'anon' ? caller.claims.sub : null);

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const value = parseJson(await readBody(req), () => STORAGE_ERRORS.invalidRequest('Body is not valid JSON'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw STORAGE_ERRORS.invalidRequest('body must be object');
  return value as Record<string, unknown>;
}

/** The request's file, raw or as supabase-js's multipart form, refused past `limit` bytes without reading on. */
async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared > limit + 64 * 1024) throw STORAGE_ERRORS.tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit + 64 * 1024) throw STORAGE_ERRORS.tooLarge();
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  const type = header(req, 'content-type') ?? 'application/octet-stream';
  let upload: Upload;
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw STORAGE_ERRORS.invalidRequest('No content provided');
    const metadata = form.get('metadata');
    upload = {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || 'text/plain;charset=UTF-8',
      cacheControl: String(form.get('cacheControl') ?? '3600'),
      userMetadata: typeof metadata === 'string' ? parseJson(metadata, () => STORAGE_ERRORS.invalidRequest('Invalid metadata')) : null,
    };
  } else {
    const encoded = header(req, 'x-metadata');
    upload = {
      bytes: raw,
      contentType: type,
      cacheControl: /max-age=(\d+)/.exec(header(req, 'cache-control') ?? '')?.[1] ?? '3600',
      userMetadata: encoded
        ? parseJson(Buffer.from(encoded, 'base64').toString('utf8'), () => STORAGE_ERRORS.invalidRequest('Invalid metadata'))
        : null,
    };
  }
  if (upload.bytes.length > limit) throw STORAGE_ERRORS.tooLarge();
  return upload;
}

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed?.length) return true;
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return allowed.some((rule) => {
    const wanted = rule.toLowerCase();
    return wanted.endsWith('/*') ? bare.startsWith(wanted.slice(0, -1)) : bare === wanted;
  });
}

function sizeLimit(value: unknown): number | null {
  if (typeof value === 'number' && value > 0) return Math.floor(value);
  if (typeof value !== 'string') return null;
  const match = /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value.trim());
  if (!match) throw STORAGE_ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(match[2] ?? 'B').toUpperCase() as 'B'];
  return Number(match[1]) * unit;
}

const mimeTypes = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : null);

const bucketView = (row: BucketRow) => ({
  id: row.id,
  name: row.name,
  owner: row.owner ?? '',
  public: row.public,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  allowed_mime_types: row.allowed_mime_types,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const fileView = (row: ObjectRow) => ({
  name: row.name,
  id: row.id,
  bucket_id: row.bucket_id,
  owner: row.owner_id ?? '',
  updated_at: row.updated_at,
  created_at: row.created_at,
  last_accessed_at: row.last_accessed_at,
  metadata: row.metadata,
  user_metadata: row.user_metadata,
});

const infoView = (row: ObjectRow) => ({
  id: row.id,
  name: row.name,
  version: row.version,
  bucket_id: row.bucket_id,
  size: row.metadata.size,
  content_type: row.metadata.mimetype,
  cache_control: row.metadata.cacheControl,
  etag: row.metadata.eTag,
  metadata: row.user_metadata,
  last_modified: row.metadata.lastModified,
  created_at: row.created_at,
});
