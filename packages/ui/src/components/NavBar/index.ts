export { NavBar, navBarTones, type NavBarProps, type NavBarTone } from './NavBar.tsx';
