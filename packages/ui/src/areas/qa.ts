/** `@shop/ui/qa`: the QA tools page /qa (demo mode; server-rendered, no script). */
export { QaToolsScreen, type QaToolsScreenProps } from '../screens/QaToolsScreen/QaToolsScreen';
