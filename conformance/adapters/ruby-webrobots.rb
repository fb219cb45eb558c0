#!/usr/bin/env ruby
# Conformance adapter for webrobots (Ruby; Debian ruby-webrobots), speaking
# conformance/PROTOCOL.md: one JSON request per stdin line, one JSON answer per stdout line.
# Run from the repository root: ruby conformance/adapters/ruby-webrobots.rb
# Logs go to stderr only: stdout carries nothing but answers.
require 'base64'
require 'json'
require 'uri'
require 'webrobots'

$stdin.binmode
$stdout.sync = true

# The robots.txt body as WebRobots' own fetcher hands it over: the response bytes, unlabelled
# (Net::HTTP's body is ASCII-8BIT).
def robots_body(input)
  text =
    if input['robotstxt'].is_a?(String)
      input['robotstxt']
    elsif input['robotstxt_base64'].is_a?(String)
      Base64.decode64(input['robotstxt_base64'])
    else
      ''
    end
  text.dup.force_encoding(Encoding::BINARY)
end

# A WebRobots whose only "fetch" returns this request's robots.txt, for the robots.txt URL of
# the question URL's origin (WebRobots builds it), and that never sleeps for Crawl-delay.
def robots_for(input, question)
  body = robots_body(input)
  WebRobots.new(question['userAgent'] || '*',
                http_get: ->(_uri) { body },
                crawl_delay: :ignore)
end

# One answer (without its id) for one request.
def answer(request)
  input = request['input'] || {}
  question = request['question'] || {}
  type = question['type']
  case [type, question['field']]
  in ['crawl', _]
    robots = robots_for(input, question)
    allowed = robots.allowed?(question['url'])
    # A robots.txt that webrobots cannot parse counts as allowing everything; say why on stderr.
    warn "ruby-webrobots adapter: #{robots.error(question['url'])}" if robots.error(question['url'])
    { 'allowed' => allowed }
  in ['field', 'crawl-delay']
    robots = robots_for(input, question)
    { 'value' => robots.crawl_delay(question['url'] || 'https://example.com/') }
  in ['field', field]
    { 'unsupported' => "webrobots answers the crawl-delay field only, not #{field}" }
  else
    { 'unsupported' => "webrobots answers crawl and crawl-delay questions only, not #{type}" }
  end
end

$stdin.each_line do |line|
  next if line.strip.empty?

  id = nil
  reply =
    begin
      request = JSON.parse(line.force_encoding(Encoding::UTF_8))
      id = request['id']
      { 'id' => id }.merge(answer(request))
    rescue StandardError => e
      warn "ruby-webrobots adapter: #{e.class}: #{e.message}"
      { 'id' => id, 'error' => "#{e.class}: #{e.message}" }
    end
  $stdout.write("#{JSON.generate(reply)}\n")
end
