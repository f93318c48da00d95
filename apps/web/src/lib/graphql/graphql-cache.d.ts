/* eslint-disable */
export {};
