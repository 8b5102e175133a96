/* global location, document, window, parent */
// The sandbox identity vendor's frame (decision 0054): the player takes a photo of a document or
// uploads one, then sees that it waits for review. It talks only to its own origin, with the access
// token its parent page's SDK posts to it, and tells that page what happened; the verdict reaches
// the platform from the vendor's server, never from here.

const TEXTS = {
  en: { title: 'Verify your identity', intro: 'Take a photo of your identity document, or upload a picture or PDF of it.', capture: 'Take a photo', upload: 'Or upload a file (JPEG, PNG or PDF)', submit: 'Send for review', sending: 'Sending…', choose: 'Choose a photo or a file first.', failed: 'Sending failed. Please try again.', refused: 'The file must be a JPEG or PNG picture or a PDF.', pending: 'Thank you. Your document is being checked.', approved: 'Your identity is verified.', rejected: 'We could not verify your document. Please send a clearer one.', note: 'Sandbox vendor: nothing you send is kept.' },
  cs: { title: 'Ověřte svou totožnost', intro: 'Vyfoťte svůj doklad totožnosti, nebo nahrajte jeho obrázek či PDF.', capture: 'Vyfotit', upload: 'Nebo nahrajte soubor (JPEG, PNG nebo PDF)', submit: 'Odeslat ke kontrole', sending: 'Odesílání…', choose: 'Nejprve vyberte fotku nebo soubor.', failed: 'Odeslání se nezdařilo. Zkuste to prosím znovu.', refused: 'Soubor musí být obrázek JPEG nebo PNG, nebo PDF.', pending: 'Děkujeme. Váš doklad se kontroluje.', approved: 'Vaše totožnost je ověřena.', rejected: 'Váš doklad se nepodařilo ověřit. Pošlete prosím čitelnější.', note: 'Testovací poskytovatel: nic z odeslaného se neukládá.' },
  de: { title: 'Bestätigen Sie Ihre Identität', intro: 'Fotografieren Sie Ihr Ausweisdokument oder laden Sie ein Bild oder PDF davon hoch.', capture: 'Foto aufnehmen', upload: 'Oder eine Datei hochladen (JPEG, PNG oder PDF)', submit: 'Zur Prüfung senden', sending: 'Wird gesendet…', choose: 'Wählen Sie zuerst ein Foto oder eine Datei.', failed: 'Senden fehlgeschlagen. Bitte versuchen Sie es erneut.', refused: 'Die Datei muss ein JPEG- oder PNG-Bild oder ein PDF sein.', pending: 'Danke. Ihr Dokument wird geprüft.', approved: 'Ihre Identität ist bestätigt.', rejected: 'Ihr Dokument konnte nicht geprüft werden. Bitte senden Sie ein besser lesbares.', note: 'Sandbox-Anbieter: Nichts, was Sie senden, wird gespeichert.' },
  sk: { title: 'Overte svoju totožnosť', intro: 'Odfoťte svoj doklad totožnosti alebo nahrajte jeho obrázok či PDF.', capture: 'Odfotiť', upload: 'Alebo nahrajte súbor (JPEG, PNG alebo PDF)', submit: 'Odoslať na kontrolu', sending: 'Odosiela sa…', choose: 'Najprv vyberte fotku alebo súbor.', failed: 'Odoslanie zlyhalo. Skúste to prosím znova.', refused: 'Súbor musí byť obrázok JPEG alebo PNG, alebo PDF.', pending: 'Ďakujeme. Váš doklad sa kontroluje.', approved: 'Vaša totožnosť je overená.', rejected: 'Váš doklad sa nepodarilo overiť. Pošlite prosím čitateľnejší.', note: 'Testovací poskytovateľ: nič z odoslaného sa neukladá.' },
  hu: { title: 'Igazolja személyazonosságát', intro: 'Fényképezze le személyazonosító okmányát, vagy töltsön fel róla képet vagy PDF-et.', capture: 'Fénykép készítése', upload: 'Vagy töltsön fel egy fájlt (JPEG, PNG vagy PDF)', submit: 'Küldés ellenőrzésre', sending: 'Küldés…', choose: 'Először válasszon fényképet vagy fájlt.', failed: 'A küldés nem sikerült. Kérjük, próbálja újra.', refused: 'A fájl JPEG vagy PNG kép, illetve PDF lehet.', pending: 'Köszönjük. Okmányát ellenőrizzük.', approved: 'Személyazonossága igazolva.', rejected: 'Okmányát nem sikerült ellenőrizni. Kérjük, küldjön jobban olvashatót.', note: 'Teszt szolgáltató: semmit sem őrzünk meg abból, amit küld.' },
  pl: { title: 'Potwierdź swoją tożsamość', intro: 'Zrób zdjęcie dokumentu tożsamości albo prześlij jego obraz lub PDF.', capture: 'Zrób zdjęcie', upload: 'Albo prześlij plik (JPEG, PNG lub PDF)', submit: 'Wyślij do weryfikacji', sending: 'Wysyłanie…', choose: 'Najpierw wybierz zdjęcie lub plik.', failed: 'Wysyłanie nie powiodło się. Spróbuj ponownie.', refused: 'Plik musi być obrazem JPEG lub PNG albo plikiem PDF.', pending: 'Dziękujemy. Twój dokument jest sprawdzany.', approved: 'Twoja tożsamość jest potwierdzona.', rejected: 'Nie udało się zweryfikować dokumentu. Prześlij wyraźniejszy.', note: 'Testowy dostawca: nic z przesłanych danych nie jest przechowywane.' },
  es: { title: 'Verifica tu identidad', intro: 'Haz una foto de tu documento de identidad o sube una imagen o un PDF del mismo.', capture: 'Hacer una foto', upload: 'O sube un archivo (JPEG, PNG o PDF)', submit: 'Enviar para revisión', sending: 'Enviando…', choose: 'Elige primero una foto o un archivo.', failed: 'No se pudo enviar. Inténtalo de nuevo.', refused: 'El archivo debe ser una imagen JPEG o PNG o un PDF.', pending: 'Gracias. Estamos revisando tu documento.', approved: 'Tu identidad está verificada.', rejected: 'No hemos podido verificar tu documento. Envía uno más legible.', note: 'Proveedor de pruebas: no se guarda nada de lo que envíes.' },
};

const query = new URLSearchParams(location.search);
const parentOrigin = query.get('parent') ?? '';
let language = TEXTS[query.get('lang')] ? query.get('lang') : 'en';
let token = null;
let applicant = null;
let message = null;
let sending = false;
let waitingForToken = null;

const main = document.getElementById('idv');
const t = (key) => TEXTS[language][key];
const tell = (type, extra = {}) => parent.postMessage({ source: 'idv-frame', type, ...extra }, parentOrigin);

function element(tag, properties = {}, children = []) {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** A call with the access token; an expired token is swapped for the parent's next one, once. */
async function call(path, init = {}, retried = false) {
  const answer = await fetch(path, { ...init, headers: { authorization: `Bearer ${token}` } });
  if (answer.status === 401 && !retried) {
    const body = await answer.json().catch(() => ({}));
    if (body.code === 'token_expired') {
      await new Promise((resolve) => {
        waitingForToken = resolve;
        tell('token-expired');
      });
      return call(path, init, true);
    }
  }
  return answer;
}

function render() {
  document.documentElement.lang = language;
  const children = [element('h1', { textContent: t('title') })];
  if (!applicant) {
    main.replaceChildren(...children);
    return;
  }
  if (applicant.status === 'pending' || applicant.status === 'approved') {
    children.push(element('p', { className: 'status', role: 'status', textContent: t(applicant.status) }));
  } else {
    if (applicant.status === 'rejected') children.push(element('p', { className: 'error', textContent: t('rejected') }));
    children.push(element('p', { textContent: t('intro') }));
    const capture = element('input', { type: 'file', name: 'capture', accept: 'image/*' });
    capture.setAttribute('capture', 'environment');
    const upload = element('input', { type: 'file', name: 'upload', accept: 'image/jpeg,image/png,application/pdf' });
    const form = element('form', { noValidate: true }, [
      element('label', {}, [t('capture'), capture]),
      element('label', {}, [t('upload'), upload]),
      element('button', { type: 'submit', disabled: sending, textContent: sending ? t('sending') : t('submit') }),
    ]);
    if (message) form.append(element('p', { className: 'error', role: 'alert', textContent: t(message) }));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(capture.files?.[0] ?? upload.files?.[0]);
    });
    children.push(form);
  }
  children.push(element('p', { textContent: t('note') }));
  main.replaceChildren(...children);
}

async function submit(file) {
  if (sending) return;
  if (!file) {
    message = 'choose';
    render();
    return;
  }
  sending = true;
  message = null;
  render();
  try {
    const body = new FormData();
    body.append('document', file);
    const answer = await call('/idv/api/documents', { method: 'POST', body });
    if (answer.status === 202) {
      applicant = { ...applicant, status: 'pending' };
      tell('submitted');
    } else {
      const error = await answer.json().catch(() => ({}));
      message = error.code === 'document_not_accepted' || answer.status === 413 ? 'refused' : 'failed';
      tell('error', { code: error.code ?? `http_${answer.status}` });
    }
  } catch {
    message = 'failed';
    tell('error', { code: 'network' });
  } finally {
    sending = false;
    render();
  }
}

async function load() {
  try {
    const answer = await call('/idv/api/applicant');
    if (!answer.ok) {
      tell('error', { code: `http_${answer.status}` });
      return;
    }
    applicant = await answer.json();
    render();
  } catch {
    tell('error', { code: 'network' });
  }
}

window.addEventListener('message', (event) => {
  if (event.source !== parent || event.origin !== parentOrigin) return;
  const data = event.data;
  if (!data || data.source !== 'idv-sdk') return;
  if (data.type === 'token' && typeof data.token === 'string') {
    const first = token === null;
    token = data.token;
    if (waitingForToken) {
      waitingForToken();
      waitingForToken = null;
    }
    if (first) void load();
  } else if (data.type === 'language' && TEXTS[data.lang]) {
    language = data.lang;
    render();
  }
});

render();
tell('ready');
