import { playerLanguage } from "./player-texts";

/**
 * The share page's own words (its chrome) in the audio's language (decision 137): the page is
 * written on the server, so its texts are here, not in the client's catalogues, and it sends no
 * script for them. English keeps the words it always had.
 */
export type ShareTexts = {
  /** The document title: "{title} · Listen on ShelfTalk". */
  documentTitle: string;
  disclosure: string;
  transcript: string;
  downloadMp3: string;
  captionsFile: string;
  /** The footer; `{brand}` is the link to ShelfTalk, placed where the language's word order puts it. */
  madeWith: string;
};

const EN: ShareTexts = {
  documentTitle: "{title} · Listen on ShelfTalk",
  disclosure: "This product description is narrated by an AI-generated voice.",
  transcript: "Transcript",
  downloadMp3: "Download the MP3",
  captionsFile: "Captions (WebVTT)",
  madeWith: "Audio description made with {brand}",
};

const TEXTS: Record<string, ShareTexts> = {
  en: EN,
  de: {
    documentTitle: "{title} · Auf ShelfTalk anhören",
    disclosure: "Diese Produktbeschreibung wird von einer KI-generierten Stimme gesprochen.",
    transcript: "Transkript",
    downloadMp3: "MP3 herunterladen",
    captionsFile: "Untertitel (WebVTT)",
    madeWith: "Audiobeschreibung erstellt mit {brand}",
  },
  fr: {
    documentTitle: "{title} · À écouter sur ShelfTalk",
    disclosure: "Cette description de produit est lue par une voix générée par IA.",
    transcript: "Transcription",
    downloadMp3: "Télécharger le MP3",
    captionsFile: "Sous-titres (WebVTT)",
    madeWith: "Description audio réalisée avec {brand}",
  },
  es: {
    documentTitle: "{title} · Escúchalo en ShelfTalk",
    disclosure: "Esta descripción del producto está narrada por una voz generada por IA.",
    transcript: "Transcripción",
    downloadMp3: "Descargar el MP3",
    captionsFile: "Subtítulos (WebVTT)",
    madeWith: "Descripción en audio creada con {brand}",
  },
  it: {
    documentTitle: "{title} · Ascolta su ShelfTalk",
    disclosure: "Questa descrizione del prodotto è letta da una voce generata dall’IA.",
    transcript: "Trascrizione",
    downloadMp3: "Scarica l’MP3",
    captionsFile: "Sottotitoli (WebVTT)",
    madeWith: "Descrizione audio creata con {brand}",
  },
  pt: {
    documentTitle: "{title} · Ouça no ShelfTalk",
    disclosure: "Esta descrição do produto é narrada por uma voz gerada por IA.",
    transcript: "Transcrição",
    downloadMp3: "Transferir o MP3",
    captionsFile: "Legendas (WebVTT)",
    madeWith: "Descrição em áudio criada com o {brand}",
  },
  ja: {
    documentTitle: "{title} · ShelfTalk で聴く",
    disclosure: "この商品説明は AI 生成音声で読み上げられています。",
    transcript: "文字起こし",
    downloadMp3: "MP3 をダウンロード",
    captionsFile: "字幕（WebVTT）",
    madeWith: "{brand} で作成した音声説明",
  },
  zh: {
    documentTitle: "{title} · 在 ShelfTalk 上收听",
    disclosure: "本商品介绍由 AI 生成的语音朗读。",
    transcript: "文字稿",
    downloadMp3: "下载 MP3",
    captionsFile: "字幕（WebVTT）",
    madeWith: "音频介绍由 {brand} 制作",
  },
};

/** The share page's texts for an audio's language (its primary subtag), English for any other. */
export function shareTexts(language: string): ShareTexts {
  return TEXTS[playerLanguage(language)] ?? EN;
}
