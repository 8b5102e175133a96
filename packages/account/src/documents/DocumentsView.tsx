import type { PlayerDocument } from '@casino-sdk/core/contract/document';
import { formatLongDate } from '@casino-sdk/core/dates';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { documentMaxBytes, documentMimeTypes, identificationTypes, otherDocumentTypes, type DocumentType } from '@casino-sdk/core/rules';
import { useElementStyles, Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Accordion, accordionCss } from '@casino-sdk/ui/accordion';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice, FormTextField, messageText } from '@casino-sdk/ui/field';
import { FormFileField } from '@casino-sdk/ui/file-field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { Tabs, tabsCss } from '@casino-sdk/ui/tabs';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { createDocumentsModel, type DocumentsModel, type DocumentUploadForm, type IdentificationType } from './documents-model';
import { documentsCss } from './documents.styles';
import english from './texts.en.json';

addEnglishTexts(english);

/** What the pickers offer: the spec's four extensions, and their types for a dropped file. */
const ACCEPT = [...documentMimeTypes, '.png', '.jpg', '.jpeg', '.pdf'];

/** `<casino-account view="documents">`: a thin layer over the documents model. */
export function DocumentsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createDocumentsModel(runtime), [runtime]);
  const titleId = useId();
  useElementStyles(accordionCss, tabsCss, documentsCss);
  const load = model.load.value;
  const level = Number(headingTag(headingLevel).slice(1));
  const sectionLevel = level + 1;

  return (
    <section className="casino-account__view casino-documents" aria-labelledby={titleId} part="documents">
      <Heading tag={headingTag(headingLevel)} className="casino-account__title" id={titleId}>
        {t('documents.title')}
      </Heading>
      <p className="casino-account__note">{t('documents.intro')}</p>
      <FormNotice notice={model.notice.value} className="casino-account__status" part="documents-notice" />
      {model.canUpload.value ? null : (
        <p className="casino-account__note casino-account__error-line" part="documents-inactive">
          {t('documents.inactive')}
        </p>
      )}
      {load.kind === 'loading' ? (
        <p className="casino-account__note" role="status">
          {t('documents.loading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={() => void model.reload()} part="error" />
      ) : (
        <Accordion
          headingLevel={sectionLevel}
          initialOpen={['identification']}
          items={[
            {
              id: 'identification',
              title: t('documents.identification'),
              content: (
                <Tabs
                  label={t('documents.identificationKind')}
                  selected={model.identification.value}
                  onSelect={(id) => model.chooseIdentification(id as IdentificationType)}
                  tabs={identificationTypes.map((type) => ({ id: type, label: t(`documents.type.${type}`), panel: <DocumentSection model={model} type={type} level={sectionLevel + 1} /> }))}
                />
              ),
            },
            ...otherDocumentTypes.map((type) => ({ id: type, title: t(`documents.type.${type}`), content: <DocumentSection model={model} type={type} level={sectionLevel + 1} /> })),
          ]}
        />
      )}
    </section>
  );
}

function DocumentSection({ model, type, level }: { model: DocumentsModel; type: DocumentType; level: number }) {
  useSignals();
  const t = useT();
  const documents = model.byType.value.get(type) ?? [];
  const listId = useId();
  return (
    <div className="casino-documents__section" part="document-section" data-type={type}>
      <Heading tag={headingTag(level)} className="casino-account__subtitle" id={listId}>
        {t('documents.existing')}
      </Heading>
      {documents.length === 0 ? (
        <p className="casino-account__note">{t('documents.none')}</p>
      ) : (
        <ul className="casino-documents__list" aria-labelledby={listId} part="document-list">
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} model={model} />
          ))}
        </ul>
      )}
      <UploadForm upload={model.uploads[type]} model={model} level={level} />
    </div>
  );
}

function DocumentItem({ document, model }: { document: PlayerDocument; model: DocumentsModel }) {
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const state = model.stateOf(document);
  return (
    <li className="casino-documents__item" part="document">
      <span className="casino-documents__state" data-state={state} part="document-state">
        {t(`documents.state.${state}`)}
      </span>
      <span className="casino-documents__meta">{t('documents.uploadedOn', { date: formatLongDate(document.created_at, language) })}</span>
      {document.expires_at ? <span className="casino-documents__meta">{t('documents.expiresOn', { date: formatLongDate(document.expires_at, language) })}</span> : null}
      {document.idn ? <span className="casino-documents__meta">{t('documents.idnShown', { idn: document.idn })}</span> : null}
      <span className="casino-documents__downloads">
        {document.media.map((media, index) => (
          <Button key={media.id} type="button" variant="secondary" size="small" part="download" onClick={() => void save(model, document, index)}>
            {t('documents.download', { number: index + 1 })}
          </Button>
        ))}
      </span>
    </li>
  );
}

function UploadForm({ upload, model, level }: { upload: DocumentUploadForm; model: DocumentsModel; level: number }) {
  useSignals();
  const t = useT();
  const titleId = useId();
  const { form } = upload;
  const canUpload = model.canUpload.value;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void upload.send();
  };
  return (
    <form className="casino-form" part="upload-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <Heading tag={headingTag(level)} className="casino-account__subtitle" id={titleId}>
        {t('documents.uploadTitle')}
      </Heading>
      <fieldset className="casino-documents__fields" disabled={!canUpload}>
        <FormFileField field={form.fields.front_file} label={t(upload.needsBackSide ? 'documents.front' : 'documents.file')} accept={ACCEPT} maxBytes={documentMaxBytes} name="front_file" />
        <Preview file={form.fields.front_file.value.value} />
        {upload.needsBackSide ? (
          <>
            <FormFileField field={form.fields.back_file} label={t('documents.back')} accept={ACCEPT} maxBytes={documentMaxBytes} name="back_file" />
            <Preview file={form.fields.back_file.value.value} />
          </>
        ) : null}
        {upload.needsIdNumber ? <FormTextField field={form.fields.idn} label={t('documents.idn')} name="idn" autoComplete="off" inputPart="idn" /> : null}
        <FormTextField field={form.fields.expires_at} label={t('documents.expiry')} name="expires_at" type="date" min={model.earliestExpiry} inputPart="expires-at" />
        <Button type="submit" part="upload" loading={form.busy.value} disabled={!canUpload}>
          {t('documents.upload')}
        </Button>
      </fieldset>
      <FormNotice notice={upload.notice.value} className="casino-account__status" part="upload-notice" />
    </form>
  );
}

/** Saves a document's file as the browser saves a download, through an object URL let go of at once. */
async function save(model: DocumentsModel, document: PlayerDocument, index: number): Promise<void> {
  const saved = await model.download(document, index);
  if (!saved) return;
  const url = URL.createObjectURL(saved.file);
  const link = Object.assign(window.document.createElement('a'), { href: url, download: saved.name });
  link.click();
  // The browser reads the URL after the click returns; let go of it once the download has it (FileSaver.js waits 40 s too).
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** The chosen picture, from an object URL let go of when the file changes or the form goes. */
function Preview({ file }: { file: File | null }) {
  const t = useT();
  const picture = file && (file.type === 'image/png' || file.type === 'image/jpeg') ? file : null;
  const url = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (!picture || !url) return null;
  return <img className="casino-documents__preview" part="preview" src={url} alt={t('documents.preview', { name: picture.name })} />;
}
