// The files attached to the chat on screen (chat_files rows, so they stay after a reload; a new chat
// starts with none). The session id exists from the chat's first render (newSessionId, before any
// turn is saved) and chat_files needs no saved session, so rows are written at once: the server reads
// them when the first question is asked. A file uploaded from the Attach files dialog is attached
// once it is read (ready).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { CHAT_FILES_MAX, type DocumentRow } from '../../../domain/files-contract';
import { useFiles } from '../../../lib/files/list-files';
import { notifyFailure } from '../../../lib/toast';
import { attachChatFile } from '../api/attach-chat-file';
import { detachChatFile } from '../api/detach-chat-file';
import { listChatFiles } from '../api/list-chat-files';

export function useChatFiles(userId: string | undefined, sessionId: string) {
  const files = useFiles(userId);
  const attachedIds = useSWR(userId ? ['chat-files', userId, sessionId] : null, () => listChatFiles(sessionId), {
    revalidateOnFocus: false,
  });
  const { mutate } = attachedIds;
  // Uploaded from the dialog for this chat, attached once ready.
  const [waiting, setWaiting] = useState<readonly { sessionId: string; id: string }[]>([]);

  const documents = files.data?.documents;
  const attached = useMemo(() => {
    const byId = new Map((documents ?? []).map((document) => [document.id, document]));
    return (attachedIds.data ?? []).flatMap((id) => byId.get(id) ?? []);
  }, [documents, attachedIds.data]);

  const attach = useCallback(
    async (document: DocumentRow) => {
      if (!userId) return;
      try {
        await mutate(
          async (ids = []) => {
            await attachChatFile(userId, sessionId, document.id);
            return ids.includes(document.id) ? ids : [...ids, document.id];
          },
          {
            optimisticData: (ids = []) => (ids.includes(document.id) ? ids : [...ids, document.id]),
            rollbackOnError: true,
            revalidate: false,
          },
        );
      } catch (cause) {
        notifyFailure('File not attached', cause, `${document.name} could not be attached. Try again.`);
      }
    },
    [userId, sessionId, mutate],
  );

  const detach = useCallback(
    async (document: DocumentRow) => {
      setWaiting((all) => all.filter((entry) => entry.id !== document.id));
      try {
        await mutate(
          async (ids = []) => {
            await detachChatFile(sessionId, document.id);
            return ids.filter((id) => id !== document.id);
          },
          { optimisticData: (ids = []) => ids.filter((id) => id !== document.id), rollbackOnError: true, revalidate: false },
        );
      } catch (cause) {
        notifyFailure('File not removed', cause, 'Try again.');
      }
    },
    [sessionId, mutate],
  );

  const attachWhenReady = useCallback(
    (document: DocumentRow) => setWaiting((all) => [...all, { sessionId, id: document.id }]),
    [sessionId],
  );

  // A waiting file that is read gets attached to the chat it was uploaded for (once); one that failed stops waiting (My files says why).
  const started = useRef(new Set<string>());
  useEffect(() => {
    if (!documents) return;
    for (const entry of waiting) {
      if (entry.sessionId !== sessionId || started.current.has(entry.id)) continue;
      const document = documents.find((row) => row.id === entry.id);
      if (document?.status !== 'ready') continue;
      started.current.add(entry.id);
      void attach(document);
    }
  }, [documents, waiting, sessionId, attach]);

  const pending = useMemo(
    () =>
      waiting
        .filter((entry) => entry.sessionId === sessionId)
        .flatMap((entry) => documents?.find((document) => document.id === entry.id) ?? [])
        .filter((document) => document.status === 'uploading' || document.status === 'processing'),
    [waiting, sessionId, documents],
  );

  return {
    /** Every file of the user (for the dialog and the citations). */
    files,
    attached,
    /** Uploaded for this chat, not read yet. */
    pending,
    full: (attachedIds.data?.length ?? 0) >= CHAT_FILES_MAX,
    loadFailed: Boolean(attachedIds.error),
    attach,
    detach,
    attachWhenReady,
  };
}

export type ChatFiles = ReturnType<typeof useChatFiles>;
