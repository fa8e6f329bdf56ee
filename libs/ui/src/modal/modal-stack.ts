/** Open modals, oldest first: only the topmost one handles Escape and keeps focus. */
const stack: symbol[] = [];

export const modalStack = {
  push(id: symbol) {
    stack.push(id);
  },
  remove(id: symbol) {
    const i = stack.lastIndexOf(id);
    if (i >= 0) stack.splice(i, 1);
  },
  isTop(id: symbol) {
    return stack[stack.length - 1] === id;
  },
  get size() {
    return stack.length;
  },
};
