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
  CONFLICT_STALE_VERSION: {
    status: 409,
    en: 'Someone changed this meanwhile. Your changes were not saved.',
    de: 'Jemand hat dies inzwischen geändert. Ihre Änderungen wurden nicht gespeichert.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This request key was already used for another request. Nothing was changed.',
    de: 'Dieser Anfrageschlüssel wurde schon für eine andere Anfrage benutzt. Es wurde nichts geändert.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The request is too large.',
    de: 'Die Anfrage ist zu groß.',
  },
  REQUEST_HEADER_TOO_LARGE: {
    status: 431,
    en: 'The address or the headers of the request are too long.',
    de: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
  },
  URI_TOO_LONG: {
    status: 414,
    en: 'A part of the address is too long.',
    de: 'Ein Teil der Adresse ist zu lang.',
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
  EMAIL_TAKEN: {
    status: 409,
    en: 'The email address {{parameter}} is already in use.',
    de: 'Die E-Mail-Adresse {{parameter}} wird bereits verwendet.',
  },
  COMPANY_NAME_TAKEN: {
    status: 409,
    en: 'A company named {{parameter}} already exists.',
    de: 'Ein Unternehmen mit dem Namen {{parameter}} gibt es bereits.',
  },
  COMPANY_DOMAIN_TAKEN: {
    status: 409,
    en: 'The domain {{parameter}} already belongs to another company.',
    de: 'Die Domain {{parameter}} gehört bereits zu einem anderen Unternehmen.',
  },
  GERMANY_TICKET_NOT_LICENSED: {
    status: 403,
    en: 'Your company has no Germany ticket licence.',
    de: 'Ihr Unternehmen hat keine Lizenz für das Deutschlandticket.',
  },
  PARTNER_OFFERS_NOT_LICENSED: {
    status: 403,
    en: 'Your company has no licence for partner offers.',
    de: 'Ihr Unternehmen hat keine Lizenz für Partnerangebote.',
  },
  PARTNER_OFFERS_NOT_AVAILABLE: {
    status: 403,
    en: 'Partner offers are not available for trial accounts, reseller companies or after the contract has ended.',
    de: 'Partnerangebote gibt es nicht für Testkonten, Unternehmen eines Wiederverkäufers oder nach Vertragsende.',
  },
  PARTNER_OFFER_TEXT_MISSING: {
    status: 400,
    en: 'The offer needs its {{parameter}} text in both languages.',
    de: 'Das Angebot braucht den Text {{parameter}} in beiden Sprachen.',
  },
  PARTNER_OFFER_CODE_OR_LINK: {
    status: 400,
    en: 'The offer needs a discount code or a link to the partner.',
    de: 'Das Angebot braucht einen Rabattcode oder einen Link zum Partner.',
  },
  PARTNER_OFFER_LINK_NOT_HTTPS: {
    status: 400,
    en: 'The link to the partner must be a full https:// address.',
    de: 'Der Link zum Partner muss eine vollständige https://-Adresse sein.',
  },
  PARTNER_OFFER_IMAGE_INVALID: {
    status: 415,
    en: 'The image must be a PNG, JPEG or WebP picture of at most 256 KB.',
    de: 'Das Bild muss ein PNG-, JPEG- oder WebP-Bild mit höchstens 256 KB sein.',
  },
  PARTNER_OFFER_ENDS_BEFORE_START: {
    status: 400,
    en: 'The offer cannot end before it starts.',
    de: 'Das Angebot kann nicht vor seinem Beginn enden.',
  },
  BENEFIT_NOT_LICENSED: {
    status: 403,
    en: 'Your company has no light or professional benefit licence.',
    de: 'Ihr Unternehmen hat keine Light- oder Professional-Lizenz für das Mobilitätsbudget.',
  },
  WAGE_TYPE_OUTSIDE_DATEV_RANGE: {
    status: 400,
    en: 'A wage type must be a number from 1 to 9999 (DATEV), not {{parameter}}.',
    de: 'Eine Lohnart muss eine Zahl von 1 bis 9999 sein (DATEV), nicht {{parameter}}.',
  },
  TAXABLE_STAYS_ACTIVE: {
    status: 400,
    en: 'The taxable module stays on: whatever is not tax-free or flat-taxed is paid as gross wage.',
    de: 'Das Modul steuerpflichtig bleibt an: Was nicht steuerfrei oder pauschal versteuert ist, wird als Bruttolohn gezahlt.',
  },
  GERMANY_TICKET_NOT_ELIGIBLE: {
    status: 403,
    en: 'Your company does not offer you the Germany ticket.',
    de: 'Ihr Unternehmen bietet Ihnen das Deutschlandticket nicht an.',
  },
  GERMANY_TICKET_NOT_OFFERED: {
    status: 409,
    en: 'Your company does not offer the Germany ticket at the moment.',
    de: 'Ihr Unternehmen bietet das Deutschlandticket derzeit nicht an.',
  },
  GERMANY_TICKET_START_TOO_EARLY: {
    status: 400,
    en: 'The ticket can start in {{parameter}} at the earliest.',
    de: 'Das Ticket kann frühestens im {{parameter}} beginnen.',
  },
  GERMANY_TICKET_ALREADY_BOOKED: {
    status: 409,
    en: 'There is already a ticket for this month or a request waiting.',
    de: 'Für diesen Monat gibt es bereits ein Ticket oder eine offene Anfrage.',
  },
  GERMANY_TICKET_WRONG_STATUS: {
    status: 409,
    en: 'This is not possible in the ticket’s current state; please reload the page.',
    de: 'Das ist im aktuellen Stand des Tickets nicht möglich; bitte laden Sie die Seite neu.',
  },
  GERMANY_TICKET_NO_FILE: {
    status: 404,
    en: 'The ticket has not been delivered yet.',
    de: 'Das Ticket wurde noch nicht zugestellt.',
  },
  RECEIPT_LESS_NOT_ALLOWED: {
    status: 403,
    en: 'Your company does not accept expenses without a receipt.',
    de: 'Ihr Unternehmen erkennt keine Ausgaben ohne Beleg an.',
  },
  RECEIPT_LESS_OVER_EXPENSE_LIMIT: {
    status: 400,
    en: 'An expense without a receipt may be at most {{parameter}}.',
    de: 'Eine Ausgabe ohne Beleg darf höchstens {{parameter}} betragen.',
  },
  RECEIPT_LESS_OVER_MONTH_LIMIT: {
    status: 400,
    en: 'This month only {{parameter}} are left for expenses without a receipt.',
    de: 'In diesem Monat sind für Ausgaben ohne Beleg nur noch {{parameter}} übrig.',
  },
  RECEIPT_LESS_FIXED: {
    status: 409,
    en: 'The amount, date and receipt of a declaration without a receipt cannot change; delete it and declare again.',
    de: 'Betrag, Datum und Beleg einer Erklärung ohne Beleg können nicht geändert werden; löschen Sie sie und erklären Sie neu.',
  },
  HOME_CHARGING_NOT_LICENSED: {
    status: 403,
    en: 'Your company has no home charging licence.',
    de: 'Ihr Unternehmen hat keine Lizenz für das Laden zu Hause.',
  },
  HOME_CHARGING_NOT_ENROLLED: {
    status: 409,
    en: 'You do not take part in home charging with measured kWh; please ask your administrator.',
    de: 'Sie nehmen nicht am Laden zu Hause mit gemessenen kWh teil; bitte wenden Sie sich an Ihre Administration.',
  },
  HOME_CHARGING_USER_NOT_ACTIVE: {
    status: 409,
    en: 'Only active employees can take part in home charging.',
    de: 'Nur aktive Beschäftigte können am Laden zu Hause teilnehmen.',
  },
  HOME_CHARGING_CONTRACTS_DISABLED: {
    status: 409,
    en: 'Your company refunds home charging at the official average price; no electricity contract is needed.',
    de: 'Ihr Unternehmen erstattet das Laden zu Hause zum amtlichen Durchschnittspreis; ein Stromvertrag ist nicht nötig.',
  },
  HOME_CHARGING_METHOD_LOCKED: {
    status: 409,
    en: 'The pricing method of {{parameter}} cannot change: the year already has approved activities.',
    de: 'Die Preismethode für {{parameter}} kann nicht mehr geändert werden: Das Jahr hat bereits genehmigte Ladevorgänge.',
  },
  HOME_CHARGING_CONTRACT_OVERLAPS: {
    status: 409,
    en: 'This contract overlaps another of your contracts.',
    de: 'Dieser Vertrag überschneidet sich mit einem anderen Ihrer Verträge.',
  },
  HOME_CHARGING_WRONG_STATUS: {
    status: 409,
    en: 'This is not possible in the current state; please reload the page.',
    de: 'Das ist im aktuellen Stand nicht möglich; bitte laden Sie die Seite neu.',
  },
  HOME_CHARGING_PROOF_MISSING: {
    status: 409,
    en: 'The proof is missing: please upload it first.',
    de: 'Der Nachweis fehlt: Bitte laden Sie ihn zuerst hoch.',
  },
  HOME_CHARGING_NO_FILE: {
    status: 404,
    en: 'There is no file yet.',
    de: 'Es gibt noch keine Datei.',
  },
  HOME_CHARGING_MONTH_CLAIMED: {
    status: 409,
    en: 'There is already an activity for {{parameter}}.',
    de: 'Für {{parameter}} gibt es bereits einen Ladevorgang.',
  },
  HOME_CHARGING_MONTH_NOT_ALLOWED: {
    status: 400,
    en: 'Activities can be claimed from January 2026 up to the current month; {{parameter}} is outside.',
    de: 'Ladevorgänge können von Januar 2026 bis zum laufenden Monat erfasst werden; {{parameter}} liegt außerhalb.',
  },
  HOME_CHARGING_PERIOD_CLOSED: {
    status: 409,
    en: 'The month {{parameter}} is already invoiced; nothing in it can change.',
    de: 'Der Monat {{parameter}} ist bereits abgerechnet; darin kann sich nichts mehr ändern.',
  },
  HOME_CHARGING_NO_PRICE: {
    status: 409,
    en: 'There is no price for this month ({{parameter}}): an approved contract, or the month’s price of a dynamic tariff, is needed.',
    de: 'Für diesen Monat gibt es keinen Preis ({{parameter}}): Ein genehmigter Vertrag oder der Monatspreis eines dynamischen Tarifs ist nötig.',
  },
  HOME_CHARGING_UNKNOWN_METER: {
    status: 400,
    en: 'The meter {{parameter}} is not registered for you.',
    de: 'Der Zähler {{parameter}} ist für Sie nicht hinterlegt.',
  },
  HOME_CHARGING_PHOTOS_MISSING: {
    status: 409,
    en: 'Both meter photos are needed before the activity can be approved.',
    de: 'Beide Zählerfotos sind nötig, bevor der Ladevorgang genehmigt werden kann.',
  },
  HOME_CHARGING_NOT_READINGS: {
    status: 409,
    en: 'This activity was imported from a wallbox file and has no meter photos.',
    de: 'Dieser Ladevorgang wurde aus einer Wallbox-Datei importiert und hat keine Zählerfotos.',
  },
  PERSONIO_NOT_ENABLED: {
    status: 409,
    en: 'Personio is not enabled for your company. Please ask us to enable it.',
    de: 'Personio ist für Ihr Unternehmen nicht freigeschaltet. Bitte wenden Sie sich an uns.',
  },
  PERSONIO_NOT_CONNECTED: {
    status: 409,
    en: 'Personio is not connected yet.',
    de: 'Personio ist noch nicht verbunden.',
  },
  PERSONIO_SYNC_RUNNING: {
    status: 409,
    en: 'A Personio sync is already running.',
    de: 'Ein Abgleich mit Personio läuft bereits.',
  },
  PERSONIO_UNAUTHORIZED: {
    status: 409,
    en: 'Personio did not accept the credentials.',
    de: 'Personio hat die Zugangsdaten nicht akzeptiert.',
  },
  PERSONIO_UNAVAILABLE: {
    status: 502,
    en: 'Personio could not be reached or answered with an error ({{parameter}}).',
    de: 'Personio war nicht erreichbar oder antwortete mit einem Fehler ({{parameter}}).',
  },
  PERSONIO_MALFORMED: {
    status: 502,
    en: 'Personio answered in an unexpected form.',
    de: 'Personio antwortete in einer unerwarteten Form.',
  },
  REJECT_REASON_EXISTS: {
    status: 409,
    en: 'A reject reason with this text already exists: {{parameter}}.',
    de: 'Einen Ablehnungsgrund mit diesem Text gibt es bereits: {{parameter}}.',
  },
  REJECT_REASON_RANKING_INCOMPLETE: {
    status: 400,
    en: 'The new order must list every reject reason once.',
    de: 'Die neue Reihenfolge muss jeden Ablehnungsgrund genau einmal enthalten.',
  },
  EMAIL_DOMAIN_NOT_ALLOWED: {
    status: 400,
    en: 'The email address must belong to one of the company domains: {{parameter}}.',
    de: 'Die E-Mail-Adresse muss zu einer der Domains des Unternehmens gehören: {{parameter}}.',
  },
  CANNOT_REMOVE_OWN_ADMIN_ROLE: {
    status: 409,
    en: 'You cannot remove your own administrator role.',
    de: 'Sie können sich Ihre eigene Administratorrolle nicht entziehen.',
  },
  CANNOT_DEACTIVATE_SELF: {
    status: 409,
    en: 'You cannot deactivate yourself.',
    de: 'Sie können sich nicht selbst deaktivieren.',
  },
  LAST_ADMIN: {
    status: 409,
    en: 'A company always keeps an administrator.',
    de: 'Ein Unternehmen behält immer einen Administrator.',
  },
  ROLE_NOT_ASSIGNABLE: {
    status: 400,
    en: 'The role {{parameter}} cannot be given here.',
    de: 'Die Rolle {{parameter}} kann hier nicht vergeben werden.',
  },
  OVERFLOW_START_TOO_EARLY: {
    status: 400,
    en: 'The overflow can start on {{parameter}} at the earliest.',
    de: 'Der Übertrag kann frühestens am {{parameter}} beginnen.',
  },
  NO_SCHEDULED_DEACTIVATION: {
    status: 409,
    en: 'No deactivation is scheduled for this user.',
    de: 'Für diesen Benutzer ist keine Deaktivierung geplant.',
  },
  USER_ALREADY_DEACTIVATED: {
    status: 409,
    en: 'The user is already deactivated.',
    de: 'Der Benutzer ist bereits deaktiviert.',
  },
  USER_ALREADY_INVITED: {
    status: 409,
    en: 'The user has already been invited; send the invitation again instead.',
    de: 'Der Benutzer wurde bereits eingeladen; senden Sie die Einladung stattdessen erneut.',
  },
  USER_NOT_INVITABLE: {
    status: 409,
    en: 'Only users who have not registered yet can be invited.',
    de: 'Nur Benutzer, die sich noch nicht registriert haben, können eingeladen werden.',
  },
  NOTHING_TO_REACTIVATE: {
    status: 409,
    en: 'There is nothing to reactivate: {{parameter}}.',
    de: 'Es gibt nichts zu reaktivieren: {{parameter}}.',
  },
  MOBILITY_TYPE_NOT_ALLOWED: {
    status: 400,
    en: 'The mobility type {{parameter}} is not allowed here.',
    de: 'Die Mobilitätsart {{parameter}} ist hier nicht erlaubt.',
  },
  NET_WAGE_NOT_AVAILABLE: {
    status: 400,
    en: 'Net-wage mobility types are not available for this company.',
    de: 'Nettolohn-Mobilitätsarten sind für dieses Unternehmen nicht verfügbar.',
  },
  BUDGET_GROUP_NAME_TAKEN: {
    status: 409,
    en: 'A budget group named {{parameter}} exists already.',
    de: 'Eine Budgetgruppe mit dem Namen {{parameter}} gibt es bereits.',
  },
  CSV_INVALID: {
    status: 400,
    en: 'The CSV file cannot be read: {{parameter}}.',
    de: 'Die CSV-Datei kann nicht gelesen werden: {{parameter}}.',
  },
  NOT_A_VALID_UUID: {
    status: 400,
    en: 'The link is not valid.',
    de: 'Der Link ist ungültig.',
  },
  USER_HAS_NOT_ACCEPTED_TERMS: {
    status: 400,
    en: 'Please accept the terms and conditions.',
    de: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
  WRONG_PASSWORD: {
    status: 400,
    en: 'The current password is wrong.',
    de: 'Das aktuelle Passwort ist falsch.',
  },
  ERROR_CODE_100: {
    status: 401,
    en: 'Single sign-on failed. Please try again or contact your administrator.',
    de: 'Die Anmeldung über Single Sign-on ist fehlgeschlagen. Bitte versuchen Sie es erneut oder wenden Sie sich an Ihre Administration.',
  },
  NOT_IMPERSONATING: {
    status: 409,
    en: 'You are not acting as another user.',
    de: 'Sie handeln gerade nicht als andere Person.',
  },
  SSO_NOT_CONFIGURED: {
    status: 404,
    en: 'Single sign-on is not set up for this account.',
    de: 'Für dieses Konto ist kein Single Sign-on eingerichtet.',
  },
  PRIVACY_POLICY_OUTDATED: {
    status: 409,
    en: 'The privacy policy has changed in the meantime. Please read the current version.',
    de: 'Die Datenschutzerklärung hat sich inzwischen geändert. Bitte lesen Sie die aktuelle Fassung.',
  },
  CARD_VERIFICATION_NOT_PENDING: {
    status: 409,
    en: 'No identity verification is waiting for this card membership.',
    de: 'Für diese Kartenmitgliedschaft steht keine Identitätsprüfung aus.',
  },
  CARD_NOT_LICENSED: {
    status: 403,
    en: 'Your company has no card licence.',
    de: 'Ihr Unternehmen hat keine Kartenlizenz.',
  },
  CARD_ALLOWED_LIST_NAME_TAKEN: {
    status: 409,
    en: 'An allowed list with this name already exists: {{parameter}}.',
    de: 'Eine Positivliste mit diesem Namen gibt es bereits: {{parameter}}.',
  },
  CARD_ALLOWED_LIST_IN_USE: {
    status: 409,
    en: 'The allowed list is used by a payout plan and cannot be deleted.',
    de: 'Die Positivliste wird von einem Auszahlungsplan verwendet und kann nicht gelöscht werden.',
  },
  CARD_PAYOUT_PLAN_NAME_TAKEN: {
    status: 409,
    en: 'A payout plan with this name already exists: {{parameter}}.',
    de: 'Einen Auszahlungsplan mit diesem Namen gibt es bereits: {{parameter}}.',
  },
  CARD_PAYOUT_PLAN_HAS_LOADS: {
    status: 409,
    en: 'The payout plan has loaded cards; payroll books its loads, so it cannot be deleted.',
    de: 'Der Auszahlungsplan hat Karten geladen; die Lohnabrechnung bucht diese Ladungen, daher kann er nicht gelöscht werden.',
  },
  CARD_LOAD_NOT_DUE: {
    status: 409,
    en: "The plan's load day of this month has not come yet ({{parameter}}).",
    de: 'Der Ladetag des Plans ist in diesem Monat noch nicht erreicht ({{parameter}}).',
  },
  CARD_ISSUER_UNAUTHORIZED: {
    status: 502,
    en: 'The card issuer did not accept our credentials.',
    de: 'Der Kartenherausgeber hat unsere Zugangsdaten nicht akzeptiert.',
  },
  CARD_ISSUER_UNAVAILABLE: {
    status: 502,
    en: 'The card issuer could not be reached or answered with an error ({{parameter}}).',
    de: 'Der Kartenherausgeber war nicht erreichbar oder antwortete mit einem Fehler ({{parameter}}).',
  },
  CARD_ISSUER_MALFORMED: {
    status: 502,
    en: 'The card issuer answered in an unexpected form.',
    de: 'Der Kartenherausgeber antwortete in einer unerwarteten Form.',
  },
  CARD_ISSUER_REJECTED: {
    status: 409,
    en: 'The card issuer refused the request ({{parameter}}).',
    de: 'Der Kartenherausgeber hat die Anfrage abgelehnt ({{parameter}}).',
  },
  CARD_ISSUER_SECRET_INVALID: {
    status: 401,
    en: 'The request does not carry the card issuer secret.',
    de: 'Die Anfrage trägt nicht das Geheimnis des Kartenherausgebers.',
  },
  CARD_MEMBER_NOT_VERIFIED: {
    status: 409,
    en: 'The member has not verified their identity with the card issuer yet.',
    de: 'Das Mitglied hat seine Identität beim Kartenherausgeber noch nicht bestätigt.',
  },
  CARD_INVITE_IN_PROGRESS: {
    status: 409,
    en: 'An invitation of this user to the card issuer is under way. Reload the list in a moment.',
    de: 'Eine Einladung dieses Benutzers beim Kartenherausgeber läuft bereits. Laden Sie die Liste gleich neu.',
  },
  CARD_MEMBER_DEACTIVATED: {
    status: 409,
    en: 'The user is deactivated and cannot join the card programme.',
    de: 'Der Benutzer ist deaktiviert und kann nicht am Kartenprogramm teilnehmen.',
  },
  CARD_CANCELLED: {
    status: 409,
    en: 'The card is cancelled and cannot be changed any more.',
    de: 'Die Karte ist gekündigt und kann nicht mehr geändert werden.',
  },
  CARD_NOT_ENABLED: {
    status: 409,
    en: 'Only an active card can be blocked.',
    de: 'Nur eine aktive Karte kann gesperrt werden.',
  },
  CARD_NOT_BLOCKED: {
    status: 409,
    en: 'The card is not blocked.',
    de: 'Die Karte ist nicht gesperrt.',
  },
  CARD_WEBHOOK_TOO_OLD: {
    status: 409,
    en: 'The event is older than events are accepted.',
    de: 'Das Ereignis ist älter, als Ereignisse angenommen werden.',
  },
  CARD_RECEIPT_NOT_ASKED: {
    status: 409,
    en: 'No receipt is asked for this card payment.',
    de: 'Für diese Kartenzahlung wird kein Beleg verlangt.',
  },
  CARD_RECEIPT_MISSING: {
    status: 404,
    en: 'No receipt has been uploaded for this card payment yet.',
    de: 'Für diese Kartenzahlung wurde noch kein Beleg hochgeladen.',
  },
  FEATURE_DISABLED: {
    status: 403,
    en: 'This feature is not available.',
    de: 'Diese Funktion ist nicht verfügbar.',
  },
  PERIOD_NOT_FOUND: {
    status: 409,
    en: 'There is no billing period {{parameter}}.',
    de: 'Es gibt keinen Abrechnungszeitraum {{parameter}}.',
  },
  INVITATION_DATE_IN_PAST: {
    status: 400,
    en: 'An invitation cannot be scheduled for a day that has passed ({{parameter}}).',
    de: 'Eine Einladung kann nicht für einen vergangenen Tag geplant werden ({{parameter}}).',
  },
  PERIOD_NOT_STARTED: {
    status: 400,
    en: 'Expenses are billed up to the current month; the period {{parameter}} has not started yet.',
    de: 'Ausgaben werden bis zum laufenden Monat abgerechnet; der Zeitraum {{parameter}} hat noch nicht begonnen.',
  },
  PERIOD_CLOSED: {
    status: 409,
    en: 'The period {{parameter}} is closed.',
    de: 'Der Zeitraum {{parameter}} ist geschlossen.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    en: 'This unsubscribe link is not valid. Please use the link from the mail as it is.',
    de: 'Dieser Abmeldelink ist ungültig. Bitte verwenden Sie den Link aus der E-Mail unverändert.',
  },
  UNSUBSCRIBE_LINK_USED: {
    status: 409,
    en: 'This unsubscribe link has been used already. You can switch reminders on and off in your profile.',
    de: 'Dieser Abmeldelink wurde bereits verwendet. Erinnerungen schalten Sie in Ihrem Profil ein und aus.',
  },
  PERIOD_INVOICED: {
    status: 409,
    en: 'The period {{parameter}} is invoiced.',
    de: 'Der Zeitraum {{parameter}} ist abgerechnet.',
  },
  PERIOD_ALREADY_CLOSED: {
    status: 409,
    en: 'The period {{parameter}} is already closed.',
    de: 'Der Zeitraum {{parameter}} ist bereits geschlossen.',
  },
  PERIOD_NOT_CLOSED: {
    status: 409,
    en: 'The period {{parameter}} is not closed.',
    de: 'Der Zeitraum {{parameter}} ist nicht geschlossen.',
  },
  PERIOD_NOT_INVOICEABLE: {
    status: 409,
    en: 'The period {{parameter}} has not started yet and cannot be invoiced.',
    de: 'Der Zeitraum {{parameter}} hat noch nicht begonnen und kann nicht abgerechnet werden.',
  },
  PERIOD_NOT_INVOICED: {
    status: 409,
    en: 'The period {{parameter}} is not invoiced.',
    de: 'Der Zeitraum {{parameter}} ist nicht abgerechnet.',
  },
  REOPEN_WINDOW_EXPIRED: {
    status: 409,
    en: 'The invoice of period {{parameter}} can no longer be undone: the time allowed for it has passed.',
    de: 'Die Abrechnung des Zeitraums {{parameter}} kann nicht mehr rückgängig gemacht werden: Die Frist dafür ist abgelaufen.',
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
    en: 'Please confirm the BahnCard for the commute.',
    de: 'Bitte bestätigen Sie die BahnCard für den Arbeitsweg.',
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
  UPLOAD_FILE_EMPTY: {
    status: 400,
    en: 'The file is empty (0 bytes); please choose the receipt again.',
    de: 'Die Datei ist leer (0 Bytes); bitte wählen Sie den Beleg erneut.',
  },
  UPLOAD_FILE_UNSUPPORTED: {
    status: 415,
    en: 'Only PDF, JPEG and PNG files are supported.',
    de: 'Nur PDF-, JPEG- und PNG-Dateien werden unterstützt.',
  },
  UPLOAD_IMAGE_TOO_LARGE: {
    status: 413,
    en: 'The image has more than {{parameter}} megapixels; please send a smaller picture or a PDF.',
    de: 'Das Bild hat mehr als {{parameter}} Megapixel; bitte senden Sie ein kleineres Bild oder ein PDF.',
  },
  UPLOAD_INVALID_IMAGE: {
    status: 415,
    en: 'The image is damaged and cannot be read.',
    de: 'Das Bild ist beschädigt und kann nicht gelesen werden.',
  },
  TAX_EXPORT_PERIOD_NOT_INVOICED: {
    status: 409,
    en: 'The period {{parameter}} must be invoiced before its payroll export.',
    de: 'Der Zeitraum {{parameter}} muss vor dem Lohnexport abgerechnet sein.',
  },
  TAX_CONFIGURATION_INCOMPLETE: {
    status: 409,
    en: 'The tax configuration lacks the {{parameter}}; please complete it first.',
    de: 'In der Steuerkonfiguration fehlt {{parameter}}; bitte ergänzen Sie sie zuerst.',
  },
  TAX_EXPORT_RUNNING: {
    status: 409,
    en: 'The {{parameter}} export of this period is already running.',
    de: 'Der {{parameter}}-Export dieses Zeitraums läuft bereits.',
  },
  TAX_EXPORT_FAILED: {
    status: 500,
    en: 'The payroll export failed. Please try again.',
    de: 'Der Lohnexport ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  TAX_EXPORT_TRIAL: {
    status: 403,
    en: 'Trial accounts receive example export files instead of a real export.',
    de: 'Testkonten erhalten Beispieldateien statt eines echten Exports.',
  },
  TAX_CONFIGURATION_INVALID: {
    status: 409,
    en: 'DATEV does not accept the {{parameter}} of the tax configuration; please correct it first.',
    de: 'DATEV akzeptiert {{parameter}} der Steuerkonfiguration nicht; bitte korrigieren Sie sie zuerst.',
  },
  TAX_EXPORT_INVALID_PERSONAL_NUMBERS: {
    status: 409,
    en: 'DATEV cannot book these employees: their personal numbers are not 1–99999 or are shared ({{parameter}}). Correct them or export Excel.',
    de: 'DATEV kann diese Mitarbeitenden nicht buchen: Ihre Personalnummern liegen nicht in 1–99999 oder sind doppelt vergeben ({{parameter}}). Korrigieren Sie sie oder exportieren Sie Excel.',
  },
  TAX_EXPORT_NO_PREVIOUS_EXPORT: {
    status: 409,
    en: 'There is no earlier {{parameter}} export of this period to correct; export the full file.',
    de: 'Es gibt keinen früheren {{parameter}}-Export dieses Zeitraums zum Korrigieren; exportieren Sie die vollständige Datei.',
  },
  DOWNLOAD_ALREADY_IMPORTED: {
    status: 409,
    en: 'The file is already marked as imported.',
    de: 'Die Datei ist bereits als importiert markiert.',
  },
  PERSONAL_NUMBER_INVALID: {
    status: 400,
    en: 'The personal number {{parameter}} is not valid for DATEV: digits only, 1–99999.',
    de: 'Die Personalnummer {{parameter}} ist für DATEV ungültig: nur Ziffern, 1–99999.',
  },
  PERSONAL_NUMBER_TAKEN: {
    status: 409,
    en: 'The personal number {{parameter}} already belongs to another employee.',
    de: 'Die Personalnummer {{parameter}} gehört bereits einer anderen Person.',
  },
  DOWNLOAD_NOT_READY: {
    status: 409,
    en: 'The file is not ready yet (status {{parameter}}).',
    de: 'Die Datei ist noch nicht bereit (Status {{parameter}}).',
  },
  EXPENSE_NOT_SUBMITTED: {
    status: 409,
    en: 'Only a submitted expense can be reviewed.',
    de: 'Nur eine eingereichte Ausgabe kann geprüft werden.',
  },
  EXPENSE_MARKED: {
    status: 409,
    en: 'The expense is marked; remove the mark first.',
    de: 'Die Ausgabe ist markiert; entfernen Sie zuerst die Markierung.',
  },
  EXPENSE_CHECKED: {
    status: 409,
    en: 'The expense is approved; withdraw the approval first.',
    de: 'Die Ausgabe ist freigegeben; nehmen Sie zuerst die Freigabe zurück.',
  },
  REVIEW_OWN_EXPENSE: {
    status: 403,
    en: 'You cannot review your own expense.',
    de: 'Sie können Ihre eigene Ausgabe nicht prüfen.',
  },
  REJECT_REASON_INVALID: {
    status: 400,
    en: 'Please select a valid reason for the rejection.',
    de: 'Bitte wählen Sie einen gültigen Ablehnungsgrund.',
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
