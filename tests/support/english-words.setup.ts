/**
 * Unit tests draw parts of the site on their own, without the root loader's messages: they
 * read the English catalogue, as an English page would (app/i18n/translate.ts).
 */
import { translatorFor } from "../../app/i18n/catalogue.server.ts";
import { setFallbackWords } from "../../app/i18n/translate.ts";

setFallbackWords(translatorFor("en"));
