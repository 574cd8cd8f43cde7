// Thrown by a send-code button's `send` when the address or number is not usable yet: the
// field already shows why, nothing is sent, and the button goes back to its first state.
export class InvalidFieldError extends Error {
  constructor(field: string) {
    super(`${field} is not valid yet`);
    this.name = 'InvalidFieldError';
  }
}
