export { BottomMenu } from './BottomMenu';
export { SideMenu } from './SideMenu';
export { TopBar } from './TopBar';
