export { Splash, type SplashProps } from './Splash.tsx';
