// Names a page gives a WhatsApp button's settings, for the page reader (which scripts to
// keep) and the WhatsApp reader (whose numbers are WhatsApp's) alike.

/** A floating button's settings named for WhatsApp by a prefix: var wa_btn_settings = {…}. */
export const WHATSAPP_SETTINGS_NAME =
  /(?<![a-z0-9])(?:wa|wpp|wapp)_(?:[a-z]+_)?(?:btn|button|settings|config|options|widget|chat)\b/i;
