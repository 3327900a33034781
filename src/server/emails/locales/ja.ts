import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "閲覧者", member: "メンバー", admin: "管理者", owner: "オーナー" } as const;

export const JA: EmailTexts = {
  pasteLink: "または、このリンクをブラウザに貼り付けてください：",
  signOff: "— ShelfTalk チーム",
  confirmation: {
    subject: "ShelfTalk アカウントの確認",
    title: "メールアドレスを確認してください",
    intro:
      "ご登録ありがとうございます。メールアドレスを確認すると、アカウントが有効になり、最初のオーディオ用の無料クレジットを受け取れます。",
    action: "メールアドレスを確認する",
    outro:
      "ShelfTalk アカウントを作成した覚えがない場合は、このメールを無視してください。リンクの有効期限は 24 時間です。",
  },
  passwordReset: {
    subject: "ShelfTalk のパスワードの再設定",
    title: "パスワードを再設定してください",
    intro: "ShelfTalk アカウントのパスワード再設定のリクエストを受け付けました。",
    action: "新しいパスワードを設定する",
    outro:
      "お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。リンクの有効期限は 1 時間です。",
  },
  invitation: {
    subject: "ShelfTalk のワークスペースに招待されました",
    title: "ShelfTalk のワークスペースに参加する",
    intro: (role) =>
      `ShelfTalk のワークスペースに「${ROLES[role]}」として招待されました。このメールアドレスでサインインまたは登録すると、招待を承諾できます。`,
    action: "招待を見る",
    outro: "お心当たりがない場合は、このメールを無視してください。リンクは 1 回だけ使え、7 日後に失効します。",
  },
  receipt: {
    subject: (invoice) => `ShelfTalk の領収書 ${invoice}`,
    thanks: "ご購入ありがとうございます。",
    invoice: (invoice) => `請求書番号：${invoice}`,
    pack: (name, credits) => `パック：${name}（${credits} クレジット）`,
    amount: (amount) => `お支払い金額：${amount}`,
    date: (date) => `日付：${date}`,
    yourInvoice: (link) => `請求書：${link}`,
    stripeInvoice: (link) => `Stripe の請求書：${link}`,
    neverExpire: "クレジットに有効期限はありません。",
  },
  batchDone: {
    subject: (made, total) => `カタログの音声化が完了しました：${total} 件中 ${made} 件のオーディオが完成`,
    finished: (total) => `${total} 件の商品のバッチが完了しました。`,
    made: (made, failed) =>
      `${made} 件のオーディオがマイオーディオにあります${failed !== undefined ? `。${failed} 件は作成できませんでした（そのクレジットは消費されていません）。` : "。"}`,
    see: (link) => `バッチの確認、ZIP のダウンロード、失敗分の再試行はこちら：${link}`,
  },
  syncPaused: {
    subject: "ショップの同期を一時停止しました：クレジットが不足しています",
    needsCredits: (origin) => `${origin} の同期で新しいオーディオを作成するには、追加のクレジットが必要です。`,
    notPlayed: "ページと内容が一致しなくなったオーディオの商品は、新しいオーディオが作成されるまで再生されません。",
    resume: (link) => `クレジットを購入すると、数分以内に同期が自動的に再開されます：${link}`,
  },
};
