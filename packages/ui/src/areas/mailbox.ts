/** `@shop/ui/mailbox`: the demo mailbox page /mailbox (server-rendered, no script). */
export { MailboxScreen, type MailboxScreenProps } from '../screens/MailboxScreen/MailboxScreen';
