export { CustomerServiceBall, type CustomerServiceBallProps } from './CustomerServiceBall.tsx';
export {
  clampToViewport,
  isDragMovement,
  snapToEdge,
  refitToViewport,
  type BallPosition,
  type BallSize,
} from './ballPosition.ts';
