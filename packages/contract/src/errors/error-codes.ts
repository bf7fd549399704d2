/**
 * The closed list of error codes the API answers with. Every code has an HTTP status and an
 * English and German text; the web app translates `reason.errorCode` with these texts and
 * `{{parameter}}` is replaced by `reason.parameter`.
 */
export const errorCatalogue = {
  BAD_REQUEST: { status: 400, en: 'The request is invalid.', de: 'Die Anfrage ist ungültig.' },
  INVALID_INPUT: {
    status: 400,
    en: 'The field {{parameter}} is invalid.',
    de: 'Das Feld {{parameter}} ist ungültig.',
  },
  MALFORMED_JSON: {
    status: 400,
    en: 'The request body is not valid JSON.',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  },
  UNAUTHENTICATED: {
    status: 401,
    en: 'Please sign in.',
    de: 'Bitte melden Sie sich an.',
  },
  WRONG_CREDENTIALS: {
    status: 401,
    en: 'Wrong login credentials.',
    de: 'Falsche Anmeldedaten.',
  },
  USER_DEACTIVATED: {
    status: 401,
    en: 'Your account has been deactivated.',
    de: 'Ihr Konto wurde deaktiviert.',
  },
  ACCESS_DENIED: {
    status: 403,
    en: 'You are not allowed to do this.',
    de: 'Sie dürfen diese Aktion nicht ausführen.',
  },
  ORIGIN_NOT_ALLOWED: {
    status: 403,
    en: 'The request came from a page that is not allowed to call this service.',
    de: 'Die Anfrage stammt von einer Seite, die diesen Dienst nicht aufrufen darf.',
  },
  NOT_FOUND: {
    status: 404,
    en: 'The {{parameter}} was not found.',
    de: '{{parameter}} wurde nicht gefunden.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    en: 'There is no such address: {{parameter}}.',
    de: 'Diese Adresse gibt es nicht: {{parameter}}.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    en: 'This method is not allowed here.',
    de: 'Diese Methode ist hier nicht erlaubt.',
  },
  CONFLICT: {
    status: 409,
    en: 'This conflicts with the current state.',
    de: 'Das widerspricht dem aktuellen Zustand.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The request is too large.',
    de: 'Die Anfrage ist zu groß.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'This content type is not supported.',
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many requests. Please try again in {{parameter}} seconds.',
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {{parameter}} Sekunden erneut.',
  },
  BRUTE_FORCE_LOCKED: {
    status: 429,
    en: 'Too many failed sign-ins. Please wait {{parameter}} seconds.',
    de: 'Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie {{parameter}} Sekunden.',
  },
  PERIOD_NOT_FOUND: {
    status: 409,
    en: 'There is no billing period {{parameter}}.',
    de: 'Es gibt keinen Abrechnungszeitraum {{parameter}}.',
  },
  PERIOD_CLOSED: {
    status: 409,
    en: 'The period {{parameter}} is closed.',
    de: 'Der Zeitraum {{parameter}} ist geschlossen.',
  },
  PERIOD_INVOICED: {
    status: 409,
    en: 'The period {{parameter}} is invoiced.',
    de: 'Der Zeitraum {{parameter}} ist abgerechnet.',
  },
  EXPENSE_NOT_SUBMITTABLE: {
    status: 409,
    en: 'The expense cannot be submitted: {{parameter}}.',
    de: 'Die Ausgabe kann nicht eingereicht werden: {{parameter}}.',
  },
  EXPENSE_NOT_WITHDRAWABLE: {
    status: 409,
    en: 'Only a submitted expense can be withdrawn.',
    de: 'Nur eine eingereichte Ausgabe kann zurückgezogen werden.',
  },
  EXPENSE_NOT_CHANGEABLE: {
    status: 409,
    en: 'This expense can no longer be changed.',
    de: 'Diese Ausgabe kann nicht mehr geändert werden.',
  },
  EXPENSE_INVALID: {
    status: 400,
    en: 'The expense is invalid: {{parameter}}.',
    de: 'Die Ausgabe ist ungültig: {{parameter}}.',
  },
  RAIL_CARD_CONFIRMATION_REQUIRED: {
    status: 400,
    en: 'Please confirm the BahnCard for a work trip.',
    de: 'Bitte bestätigen Sie die BahnCard für eine Dienstfahrt.',
  },
  UPLOAD_MULTIPLE_FILES: {
    status: 400,
    en: 'Please upload exactly one file.',
    de: 'Bitte laden Sie genau eine Datei hoch.',
  },
  UPLOAD_NO_FILE: {
    status: 400,
    en: 'The request contains no file in the field "file".',
    de: 'Die Anfrage enthält keine Datei im Feld "file".',
  },
  UPLOAD_FILE_SIZE_LIMIT: {
    status: 413,
    en: 'The file is larger than {{parameter}} bytes.',
    de: 'Die Datei ist größer als {{parameter}} Bytes.',
  },
  UPLOAD_FILE_UNSUPPORTED: {
    status: 415,
    en: 'Only PDF, JPEG and PNG files are supported.',
    de: 'Nur PDF-, JPEG- und PNG-Dateien werden unterstützt.',
  },
  UPLOAD_INVALID_IMAGE: {
    status: 415,
    en: 'The image is damaged and cannot be read.',
    de: 'Das Bild ist beschädigt und kann nicht gelesen werden.',
  },
  INTERNAL_ERROR: {
    status: 500,
    en: 'Something went wrong on our side.',
    de: 'Bei uns ist etwas schiefgelaufen.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is not available right now.',
    de: 'Der Dienst ist gerade nicht verfügbar.',
  },
  UNKNOWN_ERROR: {
    status: 500,
    en: 'An unknown error occurred.',
    de: 'Ein unbekannter Fehler ist aufgetreten.',
  },
  NO_CONNECTION: {
    status: 0,
    en: 'No connection to the server.',
    de: 'Keine Verbindung zum Server.',
  },
} as const satisfies Record<string, { status: number; en: string; de: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function statusOfErrorCode(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
