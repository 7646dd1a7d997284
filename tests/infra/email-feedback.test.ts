import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synth } from './synth.js';

describe('SES bounces and complaints reach the bounces Lambda', () => {
  const { template, stack } = synth({ emailIdentity: 'rozkaz.example.org' }, { bundle: false });
  const id = (c: { node: { defaultChild?: unknown } }) =>
    stack.getLogicalId(c.node.defaultChild as Parameters<typeof stack.getLogicalId>[0]);

  it('the identity sends through a configuration set that publishes bounces and complaints to a topic', () => {
    const set = id(stack.email.configurationSet);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'rozkaz.example.org',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: set } },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: set },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: id(stack.email.feedback) } },
      },
    });
  });

  it('the topic invokes the bounces function, which may write the table', () => {
    const fn = id(stack.functions.bounces);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: id(stack.email.feedback) },
      Endpoint: { 'Fn::GetAtt': [fn, 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fn, 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
      Description: 'Rozkaz SES bounces and complaints (SNS)',
    });
    expect(stack.functions.bounces.node.id).toBe('Bounces');
  });
});
