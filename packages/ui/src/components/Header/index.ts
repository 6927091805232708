export { Header, type HeaderProps, type HeaderProfile } from './Header.tsx';
