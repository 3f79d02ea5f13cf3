// Checks of a request against the contractor's catalog (styles, heights, caps, hardware). They need the
// catalog, so they run after the request schema; the same issues reach the API and the browser.
import * as z from 'zod/mini';
// The error class itself (the very `z.core.$ZodError`): reading `z.core` at run time would keep all of zod's
// core in every bundle (its locales and JSON Schema writer, ~400 kB), where this import keeps the class only.
import { $ZodError } from 'zod/v4/core';
import type { MessageKey } from '../messages';
import { type Catalog, findHardwareItem, findPostCap, findStyle, findStylePricing } from './catalog';
import { type EstimateRequest, estimateRequestSchema } from './schemas';

export interface EstimateIssue {
  path: Array<string | number>;
  message: MessageKey;
}

/** The height a style is priced at: the one asked for, else the style's first listed height. */
export const styleHeightFt = (
  request: Pick<EstimateRequest, 'heightFt'>,
  availableHeights: readonly number[],
) => request.heightFt ?? availableHeights[0];

/** 'style' when a style is chosen and the method is auto (SPEC: calculationMethod default auto). */
export const resolvedMethod = (request: Pick<EstimateRequest, 'calculationMethod' | 'styleId'>) =>
  request.calculationMethod === 'auto'
    ? request.styleId === undefined
      ? 'per_foot'
      : 'style'
    : request.calculationMethod;

export const catalogIssues = (request: EstimateRequest, catalog: Catalog): EstimateIssue[] => {
  const issues: EstimateIssue[] = [];
  if (request.styleId !== undefined) {
    const style = findStyle(catalog, request.styleId);
    if (!style) issues.push({ path: ['styleId'], message: 'style.notFound' });
    else if (style.materialType !== request.material) {
      issues.push({ path: ['styleId'], message: 'style.materialMismatch' });
    } else {
      const height = styleHeightFt(request, style.availableHeights);
      if (height === undefined || !style.availableHeights.includes(height)) {
        issues.push({ path: ['heightFt'], message: 'height.unavailable' });
      } else if (resolvedMethod(request) === 'style' && !findStylePricing(catalog, style.id, height)) {
        issues.push({ path: ['heightFt'], message: 'style.unpriced' });
      }
    }
  }
  if (request.capId !== undefined && !findPostCap(catalog, request.capId)) {
    issues.push({ path: ['capId'], message: 'cap.notFound' });
  }
  request.hardware.forEach((item, index) => {
    if (!findHardwareItem(catalog, item.hardwareId)) {
      issues.push({ path: ['hardware', index, 'hardwareId'], message: 'hardware.notFound' });
    }
  });
  return issues;
};

/** A zod error of catalog issues, so handlers answer it as any other validation failure (400, fields). */
export const catalogError = (issues: EstimateIssue[]): $ZodError =>
  new $ZodError(issues.map((issue) => ({ code: 'custom' as const, input: undefined, ...issue })));

/** The request schema plus the catalog checks: one parse validates everything a quote form can get wrong. */
export const estimateRequestSchemaFor = (catalog: Catalog) =>
  estimateRequestSchema.check(
    z.superRefine((request, context) => {
      for (const issue of catalogIssues(request, catalog)) context.addIssue({ code: 'custom', ...issue });
    }),
  );
