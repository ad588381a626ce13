/** `@shop/ui/qa`: the QA tools page /qa and the class board /qa/classes/{code} (demo mode; server-rendered). */
export { QaToolsScreen, type QaToolsScreenProps } from '../screens/QaToolsScreen/QaToolsScreen';
export {
  ClassBoardRefusedScreen,
  ClassBoardScreen,
  type ClassBoardRefusedScreenProps,
  type ClassBoardScreenProps,
} from '../screens/ClassBoardScreen/ClassBoardScreen';
