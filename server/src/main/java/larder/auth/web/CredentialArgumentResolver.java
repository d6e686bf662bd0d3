package larder.auth.web;

import jakarta.servlet.http.HttpServletRequest;
import larder.auth.AuthProblems;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.platform.problem.ProblemException;
import larder.platform.web.RequestValues;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/**
 * Gives controllers the request's credential. A handler that takes a {@link UserCredential} is for user tokens
 * only, one that takes a {@link ManagementCredential} for management tokens only: the other kind gets 403.
 */
class CredentialArgumentResolver implements HandlerMethodArgumentResolver {

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return Credential.class.isAssignableFrom(parameter.getParameterType());
    }

    @Override
    public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mavContainer,
                                  NativeWebRequest request, WebDataBinderFactory binderFactory) {
        Credential credential = RequestValues.get(request.getNativeRequest(HttpServletRequest.class),
                Credential.class).orElseThrow(() -> new ProblemException(AuthProblems.TOKEN_REQUIRED,
                "A bearer token is required."));
        Class<?> wanted = parameter.getParameterType();
        if (!wanted.isInstance(credential)) {
            String needed = wanted == UserCredential.class ? "a user access token" : "a management token";
            throw new ProblemException(AuthProblems.FORBIDDEN, "This operation needs " + needed + ".");
        }
        return credential;
    }
}
