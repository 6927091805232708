export { CustomerServiceBall, type CustomerServiceBallProps } from './CustomerServiceBall.tsx';
export { customerServiceBallRoom, customerServiceBallTuckRoom } from './CustomerServiceBall.css.ts';
export { tuckedBallPosition } from './ballPosition.ts';
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
