/**
 * The player's own words in the audio's language (issue 28): a shopper who hears German reads German
 * controls. The embed's script carries no texts of its own; the server writes them into the markup
 * (and `data-` attributes for the ones the script changes), so the player stays a few KB in every
 * language. English keeps the words it always had.
 */
export type PlayerTexts = {
  play: string;
  pause: string;
  seek: string;
  /** "{time} of {total}": the seek bar's spoken position. */
  of: string;
  /** "Playback speed: {rate}". */
  speed: string;
  captions: string;
  transcript: string;
  aiVoice: string;
  opensSharePage: string;
  unavailable: string;
};

const EN: PlayerTexts = {
  play: "Play",
  pause: "Pause",
  seek: "Seek",
  of: "{time} of {total}",
  speed: "Playback speed: {rate}",
  captions: "CC captions",
  transcript: "Transcript",
  aiVoice: "AI-generated voice",
  opensSharePage: "(opens the share page in a new tab)",
  unavailable: "This audio is not available right now.",
};

const TEXTS: Record<string, PlayerTexts> = {
  en: EN,
  de: {
    play: "Abspielen",
    pause: "Pause",
    seek: "Position",
    of: "{time} von {total}",
    speed: "Wiedergabegeschwindigkeit: {rate}",
    captions: "Untertitel",
    transcript: "Transkript",
    aiVoice: "KI-generierte Stimme",
    opensSharePage: "(öffnet die Audioseite in einem neuen Tab)",
    unavailable: "Dieses Audio ist gerade nicht verfügbar.",
  },
  fr: {
    play: "Lire",
    pause: "Pause",
    seek: "Position",
    of: "{time} sur {total}",
    speed: "Vitesse de lecture : {rate}",
    captions: "Sous-titres",
    transcript: "Transcription",
    aiVoice: "Voix générée par IA",
    opensSharePage: "(ouvre la page de l’audio dans un nouvel onglet)",
    unavailable: "Cet audio n’est pas disponible pour le moment.",
  },
  es: {
    play: "Reproducir",
    pause: "Pausa",
    seek: "Posición",
    of: "{time} de {total}",
    speed: "Velocidad de reproducción: {rate}",
    captions: "Subtítulos",
    transcript: "Transcripción",
    aiVoice: "Voz generada por IA",
    opensSharePage: "(abre la página del audio en una pestaña nueva)",
    unavailable: "Este audio no está disponible ahora mismo.",
  },
  it: {
    play: "Riproduci",
    pause: "Pausa",
    seek: "Posizione",
    of: "{time} di {total}",
    speed: "Velocità di riproduzione: {rate}",
    captions: "Sottotitoli",
    transcript: "Trascrizione",
    aiVoice: "Voce generata dall’IA",
    opensSharePage: "(apre la pagina dell’audio in una nuova scheda)",
    unavailable: "Questo audio non è disponibile al momento.",
  },
  pt: {
    play: "Reproduzir",
    pause: "Pausa",
    seek: "Posição",
    of: "{time} de {total}",
    speed: "Velocidade de reprodução: {rate}",
    captions: "Legendas",
    transcript: "Transcrição",
    aiVoice: "Voz gerada por IA",
    opensSharePage: "(abre a página do áudio num novo separador)",
    unavailable: "Este áudio não está disponível de momento.",
  },
  ja: {
    play: "再生",
    pause: "一時停止",
    seek: "再生位置",
    of: "{total} 中 {time}",
    speed: "再生速度：{rate}",
    captions: "字幕",
    transcript: "文字起こし",
    aiVoice: "AI 生成音声",
    opensSharePage: "（新しいタブで音声ページを開きます）",
    unavailable: "この音声は現在ご利用いただけません。",
  },
  zh: {
    play: "播放",
    pause: "暂停",
    seek: "播放位置",
    of: "{time} / {total}",
    speed: "播放速度：{rate}",
    captions: "字幕",
    transcript: "文字稿",
    aiVoice: "AI 生成的语音",
    opensSharePage: "（在新标签页中打开音频页面）",
    unavailable: "此音频暂时无法播放。",
  },
};

/** The language the player's words are in for an audio's language: its primary subtag, or English. */
export function playerLanguage(language: string): string {
  const primary = language.toLowerCase().split("-")[0] ?? "en";
  return primary in TEXTS ? primary : "en";
}

/** The texts for an audio's language ("de", "pt-BR"…: its primary subtag), English for any other. */
export function playerTexts(language: string): PlayerTexts {
  return TEXTS[playerLanguage(language)] ?? EN;
}

export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
