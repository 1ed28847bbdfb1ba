export * from "./common";
export * from "./cms";
export * from "./globals";
export * from "./user";
export * from "./newsletter";
export * from "./monitoring";
export * from "./defaults";
