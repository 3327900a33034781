import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "查看者", member: "成员", admin: "管理员", owner: "所有者" } as const;

export const ZH: EmailTexts = {
  pasteLink: "或将此链接粘贴到浏览器中：",
  signOff: "— ShelfTalk 团队",
  confirmation: {
    subject: "确认您的 ShelfTalk 账户",
    title: "确认您的电子邮件地址",
    intro: "您好，感谢注册。确认您的电子邮件即可激活账户，并获得首个免费音频额度。",
    action: "确认我的电子邮件",
    outro: "如果您没有创建 ShelfTalk 账户，请忽略此邮件。链接将在 24 小时后失效。",
  },
  passwordReset: {
    subject: "重置您的 ShelfTalk 密码",
    title: "重置您的密码",
    intro: "我们收到了重置您 ShelfTalk 账户密码的请求。",
    action: "设置新密码",
    outro: "如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。链接将在 1 小时后失效。",
  },
  invitation: {
    subject: "您受邀加入 ShelfTalk 工作区",
    title: "加入 ShelfTalk 上的工作区",
    intro: (role) =>
      `您受邀以“${ROLES[role]}”身份加入一个 ShelfTalk 工作区。请使用此电子邮件地址登录或注册以接受邀请。`,
    action: "查看邀请",
    outro: "如果您没有预料到此邀请，请忽略此邮件。该链接只能使用一次，7 天后失效。",
  },
  receipt: {
    subject: (invoice) => `您的 ShelfTalk 收据 ${invoice}`,
    thanks: "感谢您的购买。",
    invoice: (invoice) => `发票编号：${invoice}`,
    pack: (name, credits) => `套餐：${name}（${credits} 点额度）`,
    amount: (amount) => `支付金额：${amount}`,
    date: (date) => `日期：${date}`,
    yourInvoice: (link) => `您的发票：${link}`,
    stripeInvoice: (link) => `Stripe 发票：${link}`,
    neverExpire: "额度永不过期。",
  },
  batchDone: {
    subject: (made, total) => `您的商品目录已配音：${total} 个中已完成 ${made} 个音频`,
    finished: (total) => `您包含 ${total} 个商品的批次已完成。`,
    made: (made, failed) =>
      `${made} 个音频已在“我的音频”中${failed !== undefined ? `；${failed} 个未能生成（未扣除其额度）。` : "。"}`,
    see: (link) => `查看批次、下载 ZIP 或重试失败的项目：${link}`,
  },
  syncPaused: {
    subject: "您店铺的同步已暂停：额度已用完",
    needsCredits: (origin) => `${origin} 的同步需要更多额度才能生成新音频。`,
    notPlayed: "音频与页面不再一致的商品，在新音频生成之前不会播放。",
    resume: (link) => `购买额度后，同步会在几分钟内自动恢复：${link}`,
  },
};
