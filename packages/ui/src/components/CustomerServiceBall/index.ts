export { CustomerServiceBall, type CustomerServiceBallProps } from './CustomerServiceBall.tsx';
export { customerServiceBallRoom } from './CustomerServiceBall.css.ts';
export {
  clampToViewport,
  isDragMovement,
  snapToEdge,
  refitToViewport,
  restingBallPosition,
  type BallPosition,
  type BallSize,
  type BallInsets,
} from './ballPosition.ts';
