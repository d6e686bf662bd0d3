package larder.platform.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.http.server.PathContainer;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.pattern.PathPattern;

/**
 * A path belongs to the most specific route that matches it. Spring MVC picks, among the routes that take the
 * request's method, the most specific one: so {@code GET /v1beta/recipes/import} went to
 * {@code GET /v1beta/recipes/{id}} and read "import" as an id (404), and {@code OPTIONS} answered an {@code Allow}
 * with the methods of both routes. Here a route does not match a path that a more specific route owns, so the
 * owner alone answers: {@code Allow} lists its methods, and any other method gets 405 {@code request.invalid}.
 */
@Configuration(proxyBeanMethods = false)
class RouteOwnership {

    @Bean
    WebMvcRegistrations mostSpecificRouteOwnsThePath() {
        return new WebMvcRegistrations() {
            @Override
            public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
                return new OwnedRoutes();
            }
        };
    }

    static final class OwnedRoutes extends RequestMappingHandlerMapping {

        /** For each route pattern, the more specific patterns that can match a path it matches too. */
        private volatile Map<String, List<PathPattern>> shadows = Map.of();

        @Override
        public void afterPropertiesSet() {
            super.afterPropertiesSet();
            Set<PathPattern> patterns = new LinkedHashSet<>();
            getHandlerMethods().keySet().forEach(info -> patterns.addAll(patterns(info)));
            Map<String, List<PathPattern>> found = new HashMap<>();
            for (PathPattern pattern : patterns) {
                for (PathPattern other : patterns) {
                    if (PathPattern.SPECIFICITY_COMPARATOR.compare(other, pattern) < 0
                            && pattern.matches(PathContainer.parsePath(other.getPatternString()))) {
                        found.computeIfAbsent(pattern.getPatternString(), p -> new ArrayList<>()).add(other);
                    }
                }
            }
            shadows = Map.copyOf(found);
        }

        @Override
        protected RequestMappingInfo getMatchingMapping(RequestMappingInfo info, HttpServletRequest request) {
            RequestMappingInfo match = super.getMatchingMapping(info, request);
            return match == null || shadowed(match, request) ? null : match;
        }

        /**
         * 405 and {@code OPTIONS} are worked out from the routes that own the path only, and {@code Allow} on a 405
         * lists what {@code OPTIONS} lists: {@code HEAD} wherever {@code GET} is served, and {@code OPTIONS}.
         */
        @Override
        protected HandlerMethod handleNoMatch(Set<RequestMappingInfo> infos, String lookupPath,
                                             HttpServletRequest request) throws ServletException {
            Set<RequestMappingInfo> owners = new LinkedHashSet<>();
            for (RequestMappingInfo info : infos) {
                if (!shadowed(info, request)) {
                    owners.add(info);
                }
            }
            try {
                return super.handleNoMatch(owners, lookupPath, request);
            } catch (HttpRequestMethodNotSupportedException e) {
                Set<HttpMethod> allowed = new LinkedHashSet<>(e.getSupportedHttpMethods());
                if (allowed.contains(HttpMethod.GET)) {
                    allowed.add(HttpMethod.HEAD);
                }
                allowed.add(HttpMethod.OPTIONS);
                throw new HttpRequestMethodNotSupportedException(e.getMethod(),
                        allowed.stream().map(HttpMethod::name).toList());
            }
        }

        /** Whether a more specific route owns this request's path, so that {@code info} must not answer it. */
        private boolean shadowed(RequestMappingInfo info, HttpServletRequest request) {
            PathContainer path = ServletRequestPathUtils.getParsedRequestPath(request).pathWithinApplication();
            for (PathPattern pattern : patterns(info)) {
                if (pattern.matches(path)) {
                    for (PathPattern owner : shadows.getOrDefault(pattern.getPatternString(), List.of())) {
                        if (owner.matches(path)) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        private static Set<PathPattern> patterns(RequestMappingInfo info) {
            return info.getPathPatternsCondition() == null ? Set.of() : info.getPathPatternsCondition().getPatterns();
        }
    }
}
