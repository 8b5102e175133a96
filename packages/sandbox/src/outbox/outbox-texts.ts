import type { InterfaceLanguage } from '@casino-sdk/core/contract';

/** What the sandbox "sends". `{code}`, `{link}` and `{name}` are filled in by `fillText`. */
export interface OutboxTexts {
  registrationSubject: string;
  registrationBody: string;
  smsCode: string;
  recoverySubject: string;
  recoveryBody: string;
  manyAttemptsSubject: string;
  manyAttemptsBody: string;
}

// In the player's language, like the platform's own mails; a real operator writes these in its
// mail templates, so they live here rather than in the translations the elements read.
export const outboxTexts: Record<InterfaceLanguage, OutboxTexts> = {
  en: {
    registrationSubject: 'Your verification code',
    registrationBody: 'Hello {name}, your e-mail verification code is {code}. It is valid for 10 minutes. To finish your registration later, open {link}',
    smsCode: 'Your verification code is {code}. It is valid for 10 minutes.',
    recoverySubject: 'Reset your password',
    recoveryBody: 'Hello {name}, open this link within an hour to set a new password: {link}. If you did not ask for it, ignore this e-mail.',
    manyAttemptsSubject: 'Too many login attempts',
    manyAttemptsBody: 'Hello {name}, someone failed to log in to your account many times. If it was not you, change your password.',
  },
  cs: {
    registrationSubject: 'Váš ověřovací kód',
    registrationBody: 'Dobrý den, {name}, váš ověřovací kód pro e-mail je {code}. Platí 10 minut. Registraci můžete dokončit později zde: {link}',
    smsCode: 'Váš ověřovací kód je {code}. Platí 10 minut.',
    recoverySubject: 'Obnovení hesla',
    recoveryBody: 'Dobrý den, {name}, do hodiny otevřete tento odkaz a nastavte si nové heslo: {link}. Pokud jste o to nežádali, e-mail ignorujte.',
    manyAttemptsSubject: 'Příliš mnoho pokusů o přihlášení',
    manyAttemptsBody: 'Dobrý den, {name}, někdo se do vašeho účtu mnohokrát neúspěšně pokusil přihlásit. Pokud jste to nebyli vy, změňte si heslo.',
  },
  de: {
    registrationSubject: 'Ihr Bestätigungscode',
    registrationBody: 'Hallo {name}, Ihr E-Mail-Bestätigungscode lautet {code}. Er ist 10 Minuten gültig. Um Ihre Registrierung später abzuschließen, öffnen Sie {link}',
    smsCode: 'Ihr Bestätigungscode lautet {code}. Er ist 10 Minuten gültig.',
    recoverySubject: 'Passwort zurücksetzen',
    recoveryBody: 'Hallo {name}, öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort festzulegen: {link}. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    manyAttemptsSubject: 'Zu viele Anmeldeversuche',
    manyAttemptsBody: 'Hallo {name}, jemand hat sich mehrmals erfolglos bei Ihrem Konto anzumelden versucht. Wenn Sie das nicht waren, ändern Sie Ihr Passwort.',
  },
  sk: {
    registrationSubject: 'Váš overovací kód',
    registrationBody: 'Dobrý deň, {name}, váš overovací kód pre e-mail je {code}. Platí 10 minút. Registráciu môžete dokončiť neskôr tu: {link}',
    smsCode: 'Váš overovací kód je {code}. Platí 10 minút.',
    recoverySubject: 'Obnovenie hesla',
    recoveryBody: 'Dobrý deň, {name}, do hodiny otvorte tento odkaz a nastavte si nové heslo: {link}. Ak ste o to nežiadali, e-mail ignorujte.',
    manyAttemptsSubject: 'Príliš veľa pokusov o prihlásenie',
    manyAttemptsBody: 'Dobrý deň, {name}, niekto sa do vášho účtu mnohokrát neúspešne pokúsil prihlásiť. Ak ste to neboli vy, zmeňte si heslo.',
  },
  hu: {
    registrationSubject: 'Az Ön ellenőrző kódja',
    registrationBody: 'Kedves {name}! Az e-mail-címe ellenőrző kódja: {code}. 10 percig érvényes. A regisztrációt később itt fejezheti be: {link}',
    smsCode: 'Az Ön ellenőrző kódja: {code}. 10 percig érvényes.',
    recoverySubject: 'Jelszó visszaállítása',
    recoveryBody: 'Kedves {name}! Egy órán belül nyissa meg ezt a linket, és adjon meg új jelszót: {link}. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt.',
    manyAttemptsSubject: 'Túl sok bejelentkezési kísérlet',
    manyAttemptsBody: 'Kedves {name}! Valaki sokszor sikertelenül próbált belépni a fiókjába. Ha nem Ön volt, változtassa meg a jelszavát.',
  },
  pl: {
    registrationSubject: 'Twój kod weryfikacyjny',
    registrationBody: 'Witaj {name}, Twój kod weryfikacyjny e-mail to {code}. Jest ważny przez 10 minut. Aby dokończyć rejestrację później, otwórz {link}',
    smsCode: 'Twój kod weryfikacyjny to {code}. Jest ważny przez 10 minut.',
    recoverySubject: 'Resetowanie hasła',
    recoveryBody: 'Witaj {name}, otwórz ten link w ciągu godziny, aby ustawić nowe hasło: {link}. Jeśli to nie Ty, zignoruj tę wiadomość.',
    manyAttemptsSubject: 'Zbyt wiele prób logowania',
    manyAttemptsBody: 'Witaj {name}, ktoś wiele razy bezskutecznie próbował zalogować się na Twoje konto. Jeśli to nie Ty, zmień hasło.',
  },
  es: {
    registrationSubject: 'Tu código de verificación',
    registrationBody: 'Hola, {name}: tu código de verificación de correo es {code}. Es válido durante 10 minutos. Para terminar el registro más tarde, abre {link}',
    smsCode: 'Tu código de verificación es {code}. Es válido durante 10 minutos.',
    recoverySubject: 'Restablecer la contraseña',
    recoveryBody: 'Hola, {name}: abre este enlace en el plazo de una hora para establecer una contraseña nueva: {link}. Si no lo has pedido, ignora este correo.',
    manyAttemptsSubject: 'Demasiados intentos de inicio de sesión',
    manyAttemptsBody: 'Hola, {name}: alguien ha intentado iniciar sesión en tu cuenta sin éxito muchas veces. Si no has sido tú, cambia la contraseña.',
  },
};

export function textsFor(language: string): OutboxTexts {
  return outboxTexts[language as InterfaceLanguage] ?? outboxTexts.en;
}

export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
