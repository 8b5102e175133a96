import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { PlayerDocument } from '@casino-sdk/core/contract/document';
import { utcDay } from '@casino-sdk/core/dates';
import { createForm, createNotices, failureMessage, type FormMessage, type FormModel, type Notice, type ViewLoad } from '@casino-sdk/core/form';
import type {
  identificationTypes} from '@casino-sdk/core/rules';
import {
  documentFileProblem,
  documentTypes,
  earliestExpiry,
  needsBackSide,
  needsIdNumber,
  type DocumentFileProblem,
  type DocumentType,
} from '@casino-sdk/core/rules';
import { documentCalls } from '../calls';

export type IdentificationType = (typeof identificationTypes)[number];

/** Where a document stands for the player: the spec's pending and uploaded, and the two ways it stops counting. */
export type DocumentState = 'approved' | 'pending' | 'rejected' | 'expired';


export interface UploadValues {
  front_file: File | null;
  back_file: File | null;
  idn: string;
  /** `YYYY-MM-DD`. */
  expires_at: string;
}

export interface DocumentUploadForm {
  readonly type: DocumentType;
  readonly needsBackSide: boolean;
  readonly needsIdNumber: boolean;
  readonly form: FormModel<UploadValues>;
  /** Uploaded, or the platform's refusal: its first field's message (spec §8). */
  readonly notice: ReadonlySignal<Notice | null>;
  send(): Promise<void>;
}

export interface DocumentsModel {
  readonly load: ReadonlySignal<ViewLoad>;
  /** The player's documents by type, newest first. */
  readonly byType: ReadonlySignal<ReadonlyMap<string, readonly PlayerDocument[]>>;
  /** Spec §4, §6: only an active player uploads. */
  readonly canUpload: ReadonlySignal<boolean>;
  /** The identification group's tab. */
  readonly identification: ReadonlySignal<IdentificationType>;
  /** The first day the expiry may be (tomorrow, UTC): the date input's `min`. */
  readonly earliestExpiry: string;
  readonly uploads: Readonly<Record<DocumentType, DocumentUploadForm>>;
  /** A download that did not work, for the line above the sections. */
  readonly notice: ReadonlySignal<Notice | null>;
  chooseIdentification(type: IdentificationType): void;
  /** One of a document's files from the platform, with a name to save it under; null when it failed (the notice says why). */
  download(document: PlayerDocument, index: number): Promise<{ file: Blob; name: string } | null>;
  stateOf(document: PlayerDocument): DocumentState;
  reload(): Promise<void>;
  start(): () => void;
  dispose(): void;
}

/** A saved file's extension by the type the platform served it with. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

const FILE_PROBLEMS: Record<DocumentFileProblem, string> = {
  extension: 'documents.fileExtension',
  name: 'documents.fileName',
  size: 'documents.fileSize',
};

/** A document's state on `today` (UTC): refused, past its expiry, verified, else waiting. */
export function documentState(document: PlayerDocument, today: string): DocumentState {
  if (document.status === 'rejected') return 'rejected';
  if (document.expires_at && document.expires_at.slice(0, 10) < today) return 'expired';
  return document.is_verified ? 'approved' : 'pending';
}

/** The platform's refusal as the spec shows it: the first message of the first field, else its message. */
export function uploadRefusal(caught: unknown): FormMessage {
  if (isApiError(caught)) {
    const first = Object.values(caught.fieldErrors ?? {})[0]?.[0];
    if (first) return { text: first };
  }
  return failureMessage(caught);
}

/**
 * The documents page (player-area spec §2, §4, §5, §7, §8): the player's documents grouped by
 * type with their state, and an upload form per type with the spec's rules (png, jpg, jpeg or pdf
 * of at most 2,000,000 bytes with a plain name; expiry from tomorrow; the id number for the
 * identification group, the back side for id_card and driver_license), for active players only.
 * The platform checks it all again and looks at the file's bytes.
 */
export function createDocumentsModel(runtime: Runtime, options: { now?: () => number } = {}): DocumentsModel {
  const { client, scheduler, store } = runtime;
  const now = () => new Date((options.now ?? Date.now)());
  const load = signal<ViewLoad>({ kind: 'loading' });
  const documents = signal<readonly PlayerDocument[]>([]);
  const identification = signal<IdentificationType>('id_card');
  const disposers: (() => void)[] = [];
  let loads = 0;
  let calls: AbortController | null = null;

  async function reload(): Promise<void> {
    const mine = ++loads;
    calls?.abort();
    calls = new AbortController();
    load.value = { kind: 'loading' };
    try {
      const api = await documentCalls();
      const answer = await client.call(api.list, { signal: calls.signal });
      if (mine !== loads) return;
      batch(() => {
        documents.value = answer.data;
        load.value = { kind: 'ready' };
      });
    } catch (caught) {
      if (mine === loads && !(isApiError(caught) && caught.kind === 'aborted')) load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  const fileCheck = (file: File | null): FormMessage | null => {
    const problem = file ? documentFileProblem(file) : null;
    return problem ? { key: FILE_PROBLEMS[problem] } : null;
  };

  function uploadForm(type: DocumentType): DocumentUploadForm {
    const backSide = needsBackSide(type);
    const idNumber = needsIdNumber(type);
    const form = createForm<UploadValues>({
      fields: {
        front_file: { initial: null, required: backSide ? 'documents.frontRequired' : 'documents.fileRequired', validators: [fileCheck] },
        back_file: { initial: null, ...(backSide ? { required: 'documents.backRequired' } : {}), validators: [fileCheck] },
        idn: { initial: '', trim: true, ...(idNumber ? { required: 'documents.idnRequired' } : {}) },
        expires_at: {
          initial: '',
          required: 'documents.expiryRequired',
          validators: [(day) => (day && day < earliestExpiry(now()) ? { key: 'documents.expiryTooSoon' } : null)],
        },
      },
      scheduler,
    });
    const notices = createNotices(scheduler);
    disposers.push(() => form.dispose(), notices.dispose);

    return {
      type,
      needsBackSide: backSide,
      needsIdNumber: idNumber,
      form,
      notice: notices.notice,
      async send() {
        if (store.player.peek()?.status !== 'active') return;
        notices.clear();
        try {
          const outcome = await form.submit(async (values) => {
            const body = new FormData();
            body.append('type', type);
            if (idNumber) body.append('idn', values.idn.trim());
            body.append('expires_at', values.expires_at);
            body.append('front_file', values.front_file!);
            if (backSide) body.append('back_file', values.back_file!);
            const api = await documentCalls();
            return client.call(api.upload, { body });
          });
          if (!outcome.ok) return;
          batch(() => {
            documents.value = [outcome.value, ...documents.peek()];
            form.reset();
          });
          notices.show({ tone: 'success', message: { key: 'documents.uploaded' } });
        } catch (caught) {
          notices.show({ tone: 'error', message: uploadRefusal(caught) });
        }
      },
    };
  }

  const downloads = createNotices(scheduler);
  disposers.push(downloads.dispose);

  async function download(document: PlayerDocument, index: number): Promise<{ file: Blob; name: string } | null> {
    const media = document.media[index];
    if (!media) return null;
    downloads.clear();
    try {
      const api = await documentCalls();
      const file = await client.call(api.media, { params: { id: document.id, media_id: media.id } });
      return { file, name: `${document.type}-${document.id}-${index + 1}.${EXTENSIONS[file.type] ?? 'bin'}` };
    } catch (caught) {
      downloads.show({ tone: 'error', message: failureMessage(caught) });
      return null;
    }
  }

  const uploads = Object.fromEntries(documentTypes.map((type) => [type, uploadForm(type)])) as Record<DocumentType, DocumentUploadForm>;

  return {
    load,
    byType: computed(() => {
      const groups = new Map<string, PlayerDocument[]>();
      for (const document of documents.value) groups.set(document.type, [...(groups.get(document.type) ?? []), document]);
      return groups;
    }),
    canUpload: computed(() => store.player.value?.status === 'active'),
    identification,
    notice: downloads.notice,
    download,
    earliestExpiry: earliestExpiry(now()),
    uploads,
    chooseIdentification: (type) => (identification.value = type),
    stateOf: (document) => documentState(document, utcDay(now())),
    reload,
    start() {
      void reload();
      return () => calls?.abort();
    },
    dispose() {
      calls?.abort();
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
