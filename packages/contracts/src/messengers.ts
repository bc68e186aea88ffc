// The messengers a scammer names to move the talk elsewhere, in one place for the API and the forms:
// the API's contact filter and signal reading look them up (api/src/common/text/app-names.ts
// re-exports this list), and a first name may not be one (person-name.ts).

/** Messenger names, also read by the contact filter (a name followed by a handle is removed). */
export const MESSENGERS: readonly string[] = `
  telegram whatsapp signal threema instagram insta facebook fb skype snapchat snap tiktok viber
  wechat kik discord imessage facetime hangouts kakaotalk zalo icq wickr ginlo botim
`
  .split(/\s+/)
  .filter(Boolean);
