// The reports area's streaming Lambda (AWS only): its function URL answers the rows of the route table marked
// `stream` a piece at a time, through the Lambda runtime's response streaming (`awslambda` is a global of
// that runtime; the local server calls `streamHandler` with its own response instead).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { streamHandler } from './handler';

interface LambdaResponseStream {
  write(chunk: string): void;
  end(): void;
}

declare const awslambda: {
  streamifyResponse(
    handler: (event: APIGatewayProxyEventV2, responseStream: LambdaResponseStream) => Promise<void>,
  ): unknown;
  HttpResponseStream: {
    from(
      responseStream: LambdaResponseStream,
      metadata: { statusCode: number; headers: Record<string, string>; cookies?: string[] },
    ): LambdaResponseStream;
  };
};

export const handler = awslambda.streamifyResponse((event, responseStream) =>
  streamHandler(event, (head) => awslambda.HttpResponseStream.from(responseStream, head)),
);
