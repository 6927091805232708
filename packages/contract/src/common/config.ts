import { z } from 'zod';

/** Config names the server sends; `title` falls back to the product's default title. */
export const configNames = ['kefu', 'logo', 'title', 'imageBase', 'accountRule', 'baseCurrency'] as const;
export type ConfigName = (typeof configNames)[number];

export const configRequestSchema = z.object({
  /** 'all', or one config name. */
  type: z.union([z.literal('all'), z.enum(configNames)]),
});

export const configItemSchema = z.object({ name: z.string(), value: z.string() });
export const configResponseSchema = z.array(configItemSchema);

export type ConfigRequest = z.infer<typeof configRequestSchema>;
export type ConfigItem = z.infer<typeof configItemSchema>;
